import type { CallScreen } from './call-machine';

/** What this side sends in an open call: toggled on the call's toolbar. */
export interface CallMedia {
  micOn: boolean;
  cameraOn: boolean;
  sharingScreen: boolean;
  /** This browser can share a screen (spec 3 §5). */
  screenSupported: boolean;
}

/** What a call's screens show and the person can do with the call. */
export interface CallControls {
  screen: CallScreen;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  /** When the open call began in this window (ms since the epoch), for its timer; null otherwise. */
  openedAt: number | null;
  media: CallMedia;
  startCall(userId: string): void;
  attend(): void;
  reject(): void;
  hangUp(): void;
  dismissNotice(): void;
  toggleMic(): void;
  toggleCamera(): void;
  toggleScreen(): void;
}
