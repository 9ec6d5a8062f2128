import type { RoomParticipantView } from '@canstring/client/room';
import { roomMessages, roomScreenTexts } from '@canstring/contracts';
import { Alert, CloseButton } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

interface MediaRights {
  mic: boolean;
  cam: boolean;
}

export interface HostMediaNotices {
  mic: string | null;
  cam: string | null;
}

const none: HostMediaNotices = { mic: null, cam: null };

/**
 * What the host's last change to this person's mic and camera rights says (spec 3 §6): taken away
 * (Mute all, Disable all cameras, or theirs alone), or given back, which turns nothing on: they choose.
 * The rights they entered with say nothing.
 */
export const noticesAfter = (
  was: MediaRights,
  now: MediaRights,
  shown: HostMediaNotices,
): HostMediaNotices => ({
  mic: was.mic === now.mic ? shown.mic : now.mic ? roomMessages.micAllowedAgain : roomMessages.noMicRight,
  cam: was.cam === now.cam ? shown.cam : now.cam ? roomMessages.camAllowedAgain : roomMessages.noCamRight,
});

const useHostMediaNotices = (me: RoomParticipantView | undefined) => {
  const [notices, setNotices] = useState<HostMediaNotices>(none);
  const previous = useRef<MediaRights | null>(null);
  const mic = me?.micAllowed;
  const cam = me?.camAllowed;
  useEffect(() => {
    if (mic === undefined || cam === undefined) return;
    const was = previous.current;
    previous.current = { mic, cam };
    if (was) setNotices((shown) => noticesAfter(was, { mic, cam }, shown));
  }, [mic, cam]);
  return { notices, dismiss: (kind: keyof HostMediaNotices) => setNotices((n) => ({ ...n, [kind]: null })) };
};

/** The notices over the room when the host takes this person's mic or camera away, or gives it back. */
export const HostMediaNotice = ({ me }: { me: RoomParticipantView | undefined }) => {
  const { notices, dismiss } = useHostMediaNotices(me);
  return (
    <>
      {(['mic', 'cam'] as const).map((kind) => {
        const notice = notices[kind];
        if (!notice) return null;
        const withdrawn = notice === roomMessages.noMicRight || notice === roomMessages.noCamRight;
        return (
          <Alert.Root
            key={kind}
            status={withdrawn ? 'warning' : 'info'}
            size="sm"
            role="status"
            data-testid={`host-${kind}-notice`}
          >
            <Alert.Indicator />
            <Alert.Title flex="1">{notice}</Alert.Title>
            <CloseButton
              size="2xs"
              aria-label={roomScreenTexts.dismissNotice}
              onClick={() => dismiss(kind)}
            />
          </Alert.Root>
        );
      })}
    </>
  );
};
