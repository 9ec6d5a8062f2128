import { chatScreenTexts } from '@canstring/contracts';
import { ScrollSentinel } from '@canstring/ui';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { dayHeading, messageTime } from '../common/time-texts';
import type { ChatMessage } from '../graphql/types';
import { messagesByDay } from './message-days';
import type { OutgoingMessage } from './outbox';

export interface MessageListProps {
  messages: ChatMessage[];
  me: string;
  settled: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** The person's own messages not stored yet (pending or failed), shown after the stored ones. */
  outgoing?: OutgoingMessage[];
  /** The name the person's own pending messages show, as the stored ones will. */
  myName?: string;
  onRetry?: (uniqueRefId: string) => void;
}

/** Within this many pixels of the bottom the list follows new messages. */
const FOLLOW_DISTANCE_PX = 80;

const senderName = (message: ChatMessage) =>
  [message.senderFirstName, message.senderLastName].filter(Boolean).join(' ');

/** One message's bubble: sender, the corner (time, or how its sending stands) and the text. */
const Bubble = ({
  mine,
  sender,
  text,
  corner,
  status,
  messageId,
}: {
  mine: boolean;
  sender: string;
  text: string;
  corner: ReactNode;
  /** The person's own messages: stored ('sent'), on their way, or failed. */
  status?: 'sent' | OutgoingMessage['status'];
  messageId?: string;
}) => (
  <Flex justify={mine ? 'flex-end' : 'flex-start'} marginY="1">
    <Box
      maxWidth="75%"
      bg={mine ? 'brand.subtle' : 'bg.muted'}
      borderRadius="lg"
      paddingX="3"
      paddingY="1.5"
      opacity={status === 'pending' ? 0.7 : undefined}
      borderWidth={status === 'failed' ? '1px' : undefined}
      borderColor={status === 'failed' ? 'border.error' : undefined}
      data-testid="message"
      data-message-id={messageId}
      data-mine={mine}
      data-status={status}
    >
      <Flex gap="2" align="baseline" justify="space-between">
        <Text fontSize="xs" fontWeight="semibold" data-testid="message-sender">
          {sender}
        </Text>
        {corner}
      </Flex>
      <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="message-text">
        {text}
      </Text>
    </Box>
  </Flex>
);

/**
 * The messages under their day headings, with sender name, time and text (spec 2 §2.3). It opens at the
 * newest; scrolling to the top reads older pages and keeps what was in view where it was.
 */
export const MessageList = ({
  messages,
  me,
  settled,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  outgoing = [],
  myName = chatScreenTexts.you,
  onRetry,
}: MessageListProps) => {
  const box = useRef<HTMLDivElement>(null);
  const fromBottom = useRef(0);
  const newest = useRef<string | undefined>(undefined);
  const [ready, setReady] = useState(false);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || !settled) return;
    const last = messages[messages.length - 1];
    const lastOutgoing = outgoing[outgoing.length - 1];
    const lastKey = lastOutgoing ? `out:${lastOutgoing.uniqueRefId}` : last?.id;
    const grewAtEnd = lastKey !== newest.current;
    newest.current = lastKey;
    const mine = !!lastOutgoing || last?.senderId === me;
    if (!ready || (grewAtEnd && (fromBottom.current < FOLLOW_DISTANCE_PX || mine))) {
      element.scrollTop = element.scrollHeight;
    } else {
      element.scrollTop = element.scrollHeight - element.clientHeight - fromBottom.current;
    }
    fromBottom.current = element.scrollHeight - element.clientHeight - element.scrollTop;
    if (!ready) setReady(true);
  }, [messages, outgoing, settled, me, ready]);

  const days = messagesByDay(messages);
  return (
    <Box
      ref={box}
      flex="1"
      minHeight="0"
      overflowY="auto"
      paddingX="4"
      paddingY="2"
      data-testid="message-list"
      onScroll={(event) => {
        const element = event.currentTarget;
        fromBottom.current = element.scrollHeight - element.clientHeight - element.scrollTop;
      }}
    >
      <ScrollSentinel
        name="older-messages"
        active={ready && hasOlder}
        loading={loadingOlder}
        onVisible={onLoadOlder}
        count={messages.length}
        paddingY="1"
      />
      {settled && messages.length === 0 && outgoing.length === 0 && (
        <Text color="fg.muted" fontSize="sm" textAlign="center" paddingY="6">
          {chatScreenTexts.noMessages}
        </Text>
      )}
      {days.map((day) => (
        <Box key={day.day} as="section" aria-label={dayHeading(day.day)}>
          <Flex justify="center" marginY="3">
            <Text
              as="h3"
              fontSize="xs"
              fontWeight="semibold"
              color="fg.muted"
              bg="bg.muted"
              paddingX="3"
              paddingY="0.5"
              borderRadius="full"
              data-testid="day-heading"
            >
              {dayHeading(day.day)}
            </Text>
          </Flex>
          {day.messages.map((message) => {
            const mine = message.senderId === me;
            return (
              <Bubble
                key={message.id}
                mine={mine}
                sender={senderName(message)}
                text={message.text}
                status={mine ? 'sent' : undefined}
                messageId={message.id}
                corner={
                  <Text fontSize="xs" color="fg.muted" data-testid="message-time">
                    {messageTime(message.createdAt)}
                  </Text>
                }
              />
            );
          })}
        </Box>
      ))}
      {outgoing.map((message) => (
        <Bubble
          key={message.uniqueRefId}
          mine
          sender={myName}
          text={message.text}
          status={message.status}
          corner={
            message.status === 'pending' ? (
              <Text fontSize="xs" color="fg.muted" data-testid="message-pending">
                {chatScreenTexts.sending}
              </Text>
            ) : (
              <Flex align="center" gap="1">
                <Text fontSize="xs" color="fg.error" data-testid="message-failed">
                  {chatScreenTexts.sendFailed}
                </Text>
                <Button
                  size="2xs"
                  variant="outline"
                  colorPalette="red"
                  data-testid="message-retry"
                  onClick={() => onRetry?.(message.uniqueRefId)}
                >
                  {chatScreenTexts.retrySend}
                </Button>
              </Flex>
            )
          }
        />
      ))}
    </Box>
  );
};
