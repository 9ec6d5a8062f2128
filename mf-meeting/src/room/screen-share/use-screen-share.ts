import type { Conference } from '@canstring/client/media';
import type { RoomParticipantView } from '@canstring/client/room';
import { browserSupport, holdsHostPower, roomMessages, screenCaptureConstraints } from '@canstring/contracts';
import { useEffect, useRef, useState } from 'react';

export type ScreenShareState = 'idle' | 'starting' | 'sharing';

export interface ScreenShare {
  /** This browser can share a screen (spec 3 §5: desktop Chrome, Firefox, Safari or Edge). */
  supported: boolean;
  /** The room lets this participant share: host power or the screen grant (the room checks again). */
  allowed: boolean;
  state: ScreenShareState;
  toggle: () => void;
}

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : roomMessages.somethingWentWrong;

const browserCanShare = (): boolean =>
  typeof navigator !== 'undefined' &&
  typeof navigator.mediaDevices?.getDisplayMedia === 'function' &&
  browserSupport(navigator.userAgent).screenShareSupported;

/**
 * The screen share of this participant (spec 3 §4, §9; spec 2 §4): the room is asked first (one
 * sharer at a time; its refusal goes to `onRefused`), then the browser's picker, then the capture is
 * published on the SFU as the participant's screen feed. It stops on the toolbar, when the capture
 * ends (the browser's own stop button), or when the room no longer has this participant as its
 * sharer (the host took the grant away); the room is told, except in the last case. It also stops
 * when the conference drops the published screen (a rejoin after a lost connection starts afresh).
 */
export const useScreenShare = ({
  control,
  me,
  screenSharerId,
  ask,
  onRefused,
  published,
}: {
  control: Conference | null;
  /** The screen the conference publishes now (its snapshot's `screen`). */
  published?: MediaStream | null;
  me: RoomParticipantView | undefined;
  screenSharerId: string | null;
  /** Sends `onScreeShare`; rejects with the room's refusal. */
  ask: (sharing: boolean) => Promise<void>;
  onRefused: (message: string) => void;
}): ScreenShare => {
  const [supported] = useState(browserCanShare);
  const [state, setState] = useState<ScreenShareState>('idle');
  /** The capture being shared; null when none. */
  const capture = useRef<MediaStreamTrack | null>(null);
  /** Whether the room named this participant its sharer since this share began. */
  const accepted = useRef(false);
  const latest = useRef({ control, ask, onRefused });
  latest.current = { control, ask, onRefused };

  const stop = async (tellRoom: boolean) => {
    const track = capture.current;
    capture.current = null;
    accepted.current = false;
    latest.current.control?.stopScreen();
    track?.stop();
    setState('idle');
    if (tellRoom) await latest.current.ask(false).catch(() => undefined);
  };

  const start = async () => {
    const conference = latest.current.control;
    if (!conference) return;
    setState('starting');
    accepted.current = false;
    try {
      await latest.current.ask(true);
    } catch (error) {
      setState('idle');
      latest.current.onRefused(messageOf(error));
      return;
    }
    let track: MediaStreamTrack | undefined;
    try {
      const stream = await navigator.mediaDevices.getDisplayMedia(
        screenCaptureConstraints(window.screen.width, window.screen.height),
      );
      track = stream.getVideoTracks()[0];
      for (const other of stream.getTracks()) if (other !== track) other.stop();
    } catch {
      // The person closed the picker: nothing is shared.
    }
    if (!track) {
      setState('idle');
      await latest.current.ask(false).catch(() => undefined);
      return;
    }
    const shared = track;
    capture.current = shared;
    shared.addEventListener('ended', () => {
      if (capture.current === shared) void stop(true);
    });
    try {
      await conference.shareScreen(shared);
      if (capture.current === shared) setState('sharing');
    } catch {
      // Spec 3 §8: a screen publication error stops the share.
      if (capture.current === shared) await stop(true);
    }
  };

  const meId = me?.participantId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: stop reads the latest values through a ref
  useEffect(() => {
    if (!meId) return;
    if (screenSharerId === meId) accepted.current = true;
    else if (accepted.current && capture.current) void stop(false);
  }, [screenSharerId, meId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: stop reads the latest values through a ref
  useEffect(() => {
    if (state === 'sharing' && published === null && capture.current) void stop(true);
  }, [state, published]);

  const allowed = me ? holdsHostPower(me) || me.screenAllowed : false;
  return {
    supported,
    allowed,
    state,
    toggle: () => {
      if (state === 'idle') void start();
      else if (state === 'sharing') void stop(true);
    },
  };
};
