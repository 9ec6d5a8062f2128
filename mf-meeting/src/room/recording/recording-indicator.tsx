import { recordingScreenTexts } from '@canstring/contracts';
import { Badge, Box } from '@chakra-ui/react';

const texts = recordingScreenTexts;

/**
 * What everyone in the room sees while it records (a late joiner too: it reads the room's
 * flags.recording, which the state on entry and every event carry): a red dot and "Recording".
 */
export const RecordingIndicator = ({ recording }: { recording: boolean }) =>
  recording ? (
    <Badge
      colorPalette="red"
      variant="solid"
      size="md"
      role="status"
      aria-label={texts.indicatorDetail}
      title={texts.indicatorDetail}
      data-testid="recording-indicator"
      gap="1.5"
    >
      <Box as="span" aria-hidden width="2" height="2" borderRadius="full" bg="white" />
      {texts.indicator}
    </Badge>
  ) : null;
