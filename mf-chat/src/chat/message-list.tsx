import { chatScreenTexts } from '@canstring/contracts';
import { ScrollSentinel } from '@canstring/ui';
import { Box, Flex, Text } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { dayHeading, messageTime } from '../common/time-texts';
import type { ChatMessage } from '../graphql/types';
import { messagesByDay } from './message-days';

export interface MessageListProps {
  messages: ChatMessage[];
  me: string;
  settled: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

/** Within this many pixels of the bottom the list follows new messages. */
const FOLLOW_DISTANCE_PX = 80;

const senderName = (message: ChatMessage) =>
  [message.senderFirstName, message.senderLastName].filter(Boolean).join(' ');

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
}: MessageListProps) => {
  const box = useRef<HTMLDivElement>(null);
  const fromBottom = useRef(0);
  const newest = useRef<string | undefined>(undefined);
  const [ready, setReady] = useState(false);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || !settled) return;
    const last = messages[messages.length - 1];
    const grewAtEnd = last?.id !== newest.current;
    newest.current = last?.id;
    if (!ready || (grewAtEnd && (fromBottom.current < FOLLOW_DISTANCE_PX || last?.senderId === me))) {
      element.scrollTop = element.scrollHeight;
    } else {
      element.scrollTop = element.scrollHeight - element.clientHeight - fromBottom.current;
    }
    fromBottom.current = element.scrollHeight - element.clientHeight - element.scrollTop;
    if (!ready) setReady(true);
  }, [messages, settled, me, ready]);

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
      {settled && messages.length === 0 && (
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
              <Flex key={message.id} justify={mine ? 'flex-end' : 'flex-start'} marginY="1">
                <Box
                  maxWidth="75%"
                  bg={mine ? 'brand.subtle' : 'bg.muted'}
                  borderRadius="lg"
                  paddingX="3"
                  paddingY="1.5"
                  data-testid="message"
                  data-message-id={message.id}
                  data-mine={mine}
                >
                  <Flex gap="2" align="baseline" justify="space-between">
                    <Text fontSize="xs" fontWeight="semibold" data-testid="message-sender">
                      {senderName(message)}
                    </Text>
                    <Text fontSize="xs" color="fg.muted" data-testid="message-time">
                      {messageTime(message.createdAt)}
                    </Text>
                  </Flex>
                  <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="message-text">
                    {message.text}
                  </Text>
                </Box>
              </Flex>
            );
          })}
        </Box>
      ))}
    </Box>
  );
};
