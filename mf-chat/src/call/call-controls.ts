import type { CallScreen } from './call-machine';

/** What a call's screens show and the person can do with the call. */
export interface CallControls {
  screen: CallScreen;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  startCall(userId: string): void;
  attend(): void;
  reject(): void;
  hangUp(): void;
  dismissNotice(): void;
}
