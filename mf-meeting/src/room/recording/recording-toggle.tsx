import { useMutation } from '@apollo/client/react';
import { recordingScreenTexts } from '@canstring/contracts';
import { Button } from '@chakra-ui/react';
import { useMemo } from 'react';
import { serverProblemOf } from '../../common/server-problem';
import { START_RECORDING, STOP_RECORDING } from '../../graphql/documents';

const texts = recordingScreenTexts.toolbar;

export interface RecordingToggleProps {
  meetingNumber: string;
  participantId: string;
  /** Whether the room records now (its flags.recording, as the server announced it). */
  recording: boolean;
  /** A meeting guest's pass, when the host is a guest made host. */
  guestToken?: string;
  /** The server's refusal, in its own words (starting twice, no disk space left...). */
  onRefused: (message: string) => void;
}

/**
 * The host's Recording toggle (spec 3 §2 toolbar "recording"). It asks the server to start or stop;
 * whether the room records is what the server then announces to everyone (flags.recording), not
 * this button's own idea, so it shows the room's state.
 */
export const RecordingToggle = ({
  meetingNumber,
  participantId,
  recording,
  guestToken,
  onRefused,
}: RecordingToggleProps) => {
  const context = useMemo(
    () => (guestToken ? { headers: { authorization: `Bearer ${guestToken}` } } : undefined),
    [guestToken],
  );
  const [start, starting] = useMutation(START_RECORDING);
  const [stop, stopping] = useMutation(STOP_RECORDING);
  const toggle = async () => {
    const variables = { meetingNumber, participantId };
    try {
      if (recording) await stop({ variables, ...(context ? { context } : {}) });
      else await start({ variables, ...(context ? { context } : {}) });
    } catch (error) {
      onRefused(serverProblemOf(error).message);
    }
  };
  return (
    <Button
      size="sm"
      colorPalette="red"
      variant={recording ? 'solid' : 'outline'}
      data-testid="toolbar-recording"
      data-recording={String(recording)}
      aria-pressed={recording}
      loading={starting.loading || stopping.loading}
      onClick={() => void toggle()}
    >
      {recording ? texts.stop : texts.start}
    </Button>
  );
};
