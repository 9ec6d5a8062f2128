import type { RoomMedia, RoomParticipantView, RoomSession } from '@canstring/client/room';
import { useEffect, useRef } from 'react';
import { readDeviceChoice } from './device-choice-store';

/**
 * The room's mic starts as the preview left it, once the person is in and allowed the mic. The camera
 * does not: it is turned on again in the room, after its confirmation (spec 3 §2 note, §5).
 */
export const useStartingMedia = (
  session: RoomSession | null,
  me: RoomParticipantView | undefined,
  media: RoomMedia,
) => {
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !session || !me) return;
    applied.current = true;
    const choice = readDeviceChoice();
    if (choice?.audio && me.micAllowed && !media.audioEnabled) {
      // A refusal (the host muted everyone meanwhile) leaves the mic off, as the room shows.
      void session.setMedia('audio', true).catch(() => undefined);
    }
  }, [session, me, media.audioEnabled]);
};
