import type { CaptionLine } from '@canstring/client/room';
import { roomScreenTexts } from '@canstring/contracts';
import { Stack, Text } from '@chakra-ui/react';

/** Dialogue: the caption lines heard since entry (onTranscript). */
export const DialogueTab = ({ captions }: { captions: CaptionLine[] }) => (
  <Stack gap="1" data-testid="captions">
    {captions.length === 0 && <Text color="fg.muted">{roomScreenTexts.dialogue.empty}</Text>}
    {captions.map((line, index) => (
      <Text
        // Lines have no id of their own; they only ever append or replace the speaker's last.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        key={index}
        data-testid="caption-line"
        color={line.isFinal ? undefined : 'fg.muted'}
      >
        <Text as="span" fontWeight="semibold">
          {line.userName}:
        </Text>{' '}
        {line.text}
      </Text>
    ))}
  </Stack>
);
