import { assistantTexts } from '@canstring/contracts';
import { Box, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { ChatLine } from './chat-log';

/** The chat area: questions on the right, answers and notices on the left; text only, never HTML. */
export const ChatArea = ({ lines }: { lines: ChatLine[] }) => {
  const end = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new line scrolls the area to it
  useEffect(() => {
    // Not returned: Chromium's scrollIntoView answers a promise, which React would take for a cleanup.
    void end.current?.scrollIntoView?.({ block: 'end' });
  }, [lines.length]);
  return (
    <Stack flex="1" overflowY="auto" gap="3" padding="4" data-testid="assistant-chat" aria-live="polite">
      {lines.map((line) => {
        if (line.kind === 'question')
          return (
            <Box
              key={line.id}
              alignSelf="flex-end"
              maxWidth="80%"
              background="blue.600"
              color="white"
              borderRadius="lg"
              paddingX="3"
              paddingY="2"
              data-testid="assistant-question"
            >
              <Text whiteSpace="pre-wrap">{line.text}</Text>
            </Box>
          );
        if (line.kind === 'notice')
          return (
            <Box key={line.id} alignSelf="flex-start" maxWidth="80%" data-testid="assistant-notice">
              <Text color="fg.muted" whiteSpace="pre-wrap">
                {line.text}
              </Text>
            </Box>
          );
        return (
          <Box
            key={line.id}
            alignSelf="flex-start"
            maxWidth="80%"
            background="bg.muted"
            borderRadius="lg"
            paddingX="3"
            paddingY="2"
            data-testid="assistant-answer"
          >
            <Text whiteSpace="pre-wrap">{line.answer}</Text>
            {line.alternatives.length > 0 && (
              <Box marginTop="2" data-testid="assistant-alternatives">
                <Text fontSize="sm" fontWeight="semibold">
                  {assistantTexts.alsoSee}
                </Text>
                {line.alternatives.map((alternative) => (
                  <Box key={alternative.question} marginTop="1">
                    <Text fontSize="sm" fontWeight="medium">
                      {alternative.question}
                    </Text>
                    <Text fontSize="sm" whiteSpace="pre-wrap">
                      {alternative.answer}
                    </Text>
                  </Box>
                ))}
              </Box>
            )}
          </Box>
        );
      })}
      <div ref={end} />
    </Stack>
  );
};
