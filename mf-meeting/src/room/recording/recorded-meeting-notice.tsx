import { useQuery } from '@apollo/client/react';
import { recordingScreenTexts } from '@canstring/contracts';
import { Alert } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useViewerClock } from '../../common/viewer-clock';
import { ROOM_RECORDING } from '../../graphql/documents';

/** How often the notice asks again while the person stands before the room (a host may start meanwhile). */
export const RECORDING_ASKED_EVERY_MS = 10_000;

export interface RecordedMeetingNoticeProps {
  alias: string;
  asHost: boolean;
  /** A meeting guest's pass. */
  guestToken?: string;
}

/**
 * Before entering (on the device preview): a person is told when the meeting they are about to enter
 * is being recorded. It asks the room by its door, as the preview's pass does; a refusal shows
 * nothing here (the entry itself says why it cannot go in).
 */
export const RecordedMeetingNotice = ({ alias, asHost, guestToken }: RecordedMeetingNoticeProps) => {
  const clock = useViewerClock();
  const door = useMemo(
    () => ({ alias, asHost, currentDate: clock.now().toISOString(), zone: clock.zone() }),
    [alias, asHost, clock],
  );
  const { data } = useQuery(ROOM_RECORDING, {
    variables: { door },
    fetchPolicy: 'network-only',
    pollInterval: RECORDING_ASKED_EVERY_MS,
    ...(guestToken ? { context: { headers: { authorization: `Bearer ${guestToken}` } } } : {}),
  });
  if (!data?.roomRecording) return null;
  return (
    <Alert.Root
      status="warning"
      size="sm"
      maxWidth="md"
      marginX="auto"
      marginTop="4"
      data-testid="recorded-meeting-notice"
    >
      <Alert.Indicator />
      <Alert.Title>{recordingScreenTexts.beforeEntering}</Alert.Title>
    </Alert.Root>
  );
};
