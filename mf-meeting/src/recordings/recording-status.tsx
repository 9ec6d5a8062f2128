import { recordingScreenTexts } from '@canstring/contracts';
import { Badge, Stack, Text } from '@chakra-ui/react';
import type { Recording } from '../graphql/types';

const texts = recordingScreenTexts.list;

const palette = { recording: 'red', composing: 'orange', ready: 'green', failed: 'red' } as const;

/**
 * Where a recording is: still recording, being composed into one video, ready, or failed with the
 * server's reason (the captured tracks are kept until it is deleted). A ready one may carry a reason
 * too: its capture stopped early (the disk filled up) and it holds what was captured until then.
 */
export const RecordingStatusCell = ({ recording }: { recording: Recording }) => (
  <Stack gap="1" data-testid="recording-status" data-status={recording.status}>
    <Badge alignSelf="start" colorPalette={palette[recording.status]}>
      {texts.statuses[recording.status]}
    </Badge>
    {recording.failureReason && (
      <Text fontSize="xs" color="fg.error" data-testid="recording-failure">
        {recording.failureReason}
      </Text>
    )}
  </Stack>
);
