import { EXAM_MESSAGE_MAX_LENGTH, proctoringScreenTexts, proctoringTexts } from '@canstring/contracts';
import { Box, CloseButton, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { type KeyboardEvent, useState } from 'react';

export interface SentMessage {
  message: string;
  at: string;
}

/**
 * The message box to one candidate (spec 3 §2, §5): Enter sends (Shift+Enter starts a new line),
 * an empty or blank message is ignored, the X closes it. What was sent to them is listed above.
 */
export const MessageBox = ({
  userName,
  sent,
  onSend,
  onClose,
}: {
  userName: string;
  sent: readonly SentMessage[];
  /** Resolves once the room took it; rejects with the refusal (the text stays to send again). */
  onSend: (message: string) => Promise<void>;
  onClose: () => void;
}) => {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const onKeyDown = async (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const message = text.trim();
    if (!message || sending) return;
    setSending(true);
    try {
      await onSend(message);
      setText('');
    } catch {
      // The screen says why; the text stays.
    } finally {
      setSending(false);
    }
  };
  return (
    <Box data-testid="message-box" borderWidth="1px" borderRadius="md" padding="2" bg="bg.panel">
      <Flex align="center" marginBottom="1">
        <Text flex="1" fontSize="sm" fontWeight="medium" data-testid="message-to">
          {userName}
        </Text>
        <CloseButton
          size="xs"
          aria-label={proctoringScreenTexts.examiner.close}
          data-testid="message-close"
          onClick={onClose}
        />
      </Flex>
      {sent.length > 0 && (
        <Stack gap="1" marginBottom="2" maxHeight="24" overflowY="auto">
          {sent.map((item) => (
            <Text key={`${item.at}-${item.message}`} fontSize="sm" data-testid="sent-message">
              {item.message}
            </Text>
          ))}
        </Stack>
      )}
      <Textarea
        size="sm"
        rows={2}
        value={text}
        maxLength={EXAM_MESSAGE_MAX_LENGTH}
        placeholder={proctoringTexts.messagePlaceholder}
        aria-label={proctoringTexts.messagePlaceholder}
        data-testid="message-input"
        readOnly={sending}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => void onKeyDown(event)}
        autoFocus
      />
    </Box>
  );
};
