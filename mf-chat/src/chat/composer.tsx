import { useApolloClient } from '@apollo/client/react';
import { chatScreenTexts } from '@canstring/contracts';
import { Button, Flex, Input, Text } from '@chakra-ui/react';
import { type ReactNode, useRef, useState } from 'react';
import { useChatContext } from '../common/chat-context';
import type { SelectedTarget } from '../common/chat-selection';
import { SEND_CHAT_MESSAGE } from '../graphql/documents';
import type { ChatMessage } from '../graphql/types';
import { targetInput } from './chat-target';
import { attemptFor, type SendAttempt, textToSend } from './outgoing-message';

export interface ComposerProps {
  target: SelectedTarget;
  onSent: (message: ChatMessage) => void;
  /** Shown before the input (the paperclip). */
  leading?: ReactNode;
}

/**
 * The message input: Enter sends; whitespace only is not sent (spec 2 §5). A failed send keeps the
 * text, and sending the same text again reuses its uniqueRefId, so the server stores it once.
 */
export const Composer = ({ target, onSent, leading }: ComposerProps) => {
  const client = useApolloClient();
  const { report } = useChatContext();
  const [typed, setTyped] = useState('');
  const [sending, setSending] = useState(false);
  const [failedNotice, setFailedNotice] = useState(false);
  const failed = useRef<SendAttempt | null>(null);

  const send = async () => {
    const text = textToSend(typed);
    if (!text || sending) return;
    const attempt = attemptFor(text, failed.current);
    setSending(true);
    try {
      const result = await client.mutate({
        mutation: SEND_CHAT_MESSAGE,
        variables: { to: targetInput(target), text: attempt.text, uniqueRefId: attempt.uniqueRefId },
      });
      const message = result.data?.sendChatMessage;
      if (!message) throw new Error('no message in the answer');
      failed.current = null;
      setFailedNotice(false);
      setTyped((now) => (now === typed ? '' : now));
      onSent(message);
    } catch (error) {
      failed.current = attempt;
      setFailedNotice(true);
      report(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Flex direction="column" borderTopWidth="1px" padding="2" gap="1">
      {failedNotice && (
        <Text fontSize="xs" color="fg.error" role="alert" data-testid="send-failed">
          {chatScreenTexts.sendFailed}
        </Text>
      )}
      <Flex gap="2" align="center">
        {leading}
        <Input
          flex="1"
          size="sm"
          placeholder={chatScreenTexts.typeMessage}
          aria-label={chatScreenTexts.typeMessage}
          data-testid="message-input"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void send();
            }
          }}
        />
        <Button
          size="sm"
          colorPalette="brand"
          loading={sending}
          disabled={!textToSend(typed)}
          data-testid="message-send"
          onClick={() => void send()}
        >
          {chatScreenTexts.send}
        </Button>
      </Flex>
    </Flex>
  );
};
