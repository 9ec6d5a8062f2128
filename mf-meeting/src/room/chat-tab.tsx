import type { RoomChatMessage, RoomParticipantView } from '@canstring/client/room';
import { holdsHostPower, ROOM_CHAT_MAX_LENGTH, roomScreenTexts } from '@canstring/contracts';
import { Box, Button, chakra, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { displayName } from './display-name';
import type { SendSignal } from './room-actions';

const texts = roomScreenTexts.chat;
const EVERYONE = '';

export interface ChatTabProps {
  messages: RoomChatMessage[];
  participants: RoomParticipantView[];
  me: RoomParticipantView | undefined;
  privateChatDisabled: boolean;
  send: SendSignal;
}

/**
 * Whom I may write to privately: anyone else, or only the hosts while private chat is disabled
 * (spec 2 §4; the server refuses the rest with its message).
 */
export const privateRecipients = (
  participants: RoomParticipantView[],
  me: RoomParticipantView | undefined,
  privateChatDisabled: boolean,
): RoomParticipantView[] => {
  const others = participants.filter((p) => p.participantId !== me?.participantId);
  const open = !privateChatDisabled || (me ? holdsHostPower(me) : false);
  return open ? others : others.filter(holdsHostPower);
};

/** When a room chat message was sent, in the viewer's zone (as the chat's own messages: HH:mm). */
export const roomChatTime = (sentAt: string): string => dayjs(sentAt).format('HH:mm');

/**
 * The room chat: to everyone, or privately to one person; each message with its sender and time. The
 * room service screens the words as the chat does (masked before anyone reads them).
 */
export const ChatTab = ({ messages, participants, me, privateChatDisabled, send }: ChatTabProps) => {
  const [to, setTo] = useState(EVERYONE);
  const [text, setText] = useState('');
  const recipients = privateRecipients(participants, me, privateChatDisabled);
  const target = recipients.some((p) => p.participantId === to) ? to : EVERYONE;
  const nameOf = (id: string | null) => participants.find((p) => p.participantId === id)?.userName ?? '';
  return (
    <Stack gap="3" height="full">
      <Stack gap="2" flex="1" overflowY="auto" data-testid="chat-messages">
        {messages.length === 0 && <Text color="fg.muted">{texts.empty}</Text>}
        {messages.map((m) => (
          <Box key={m.id} data-testid="chat-message" data-private={m.toParticipantId ? 'true' : 'false'}>
            <HStack fontSize="xs" color="fg.muted" gap="2">
              <Text flex="1" minWidth="0" truncate>
                {m.fromName}
                {m.toParticipantId && ` → ${nameOf(m.toParticipantId)} (${texts.privately})`}
              </Text>
              <chakra.time dateTime={m.sentAt} data-testid="chat-message-time" flexShrink={0}>
                {roomChatTime(m.sentAt)}
              </chakra.time>
            </HStack>
            <Text whiteSpace="pre-wrap">{m.message}</Text>
          </Box>
        ))}
      </Stack>
      <Stack
        as="form"
        gap="2"
        onSubmit={(event) => {
          event.preventDefault();
          // A whitespace-only message is not sent (spec 2 §5).
          if (!text.trim()) return;
          send('chat', { message: text.trim(), toParticipantId: target || null });
          setText('');
        }}
      >
        <Field.Root>
          <Field.Label>{texts.to}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              data-testid="chat-to"
              value={target}
              onChange={(event) => setTo(event.currentTarget.value)}
            >
              <option value={EVERYONE}>{texts.everyone}</option>
              {recipients.map((p) => (
                <option key={p.participantId} value={p.participantId}>
                  {displayName(p.userName, p.public)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <HStack>
          <Input
            size="sm"
            aria-label={texts.message}
            placeholder={texts.message}
            maxLength={ROOM_CHAT_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
            data-testid="chat-input"
          />
          <Button size="sm" type="submit">
            {texts.send}
          </Button>
        </HStack>
      </Stack>
    </Stack>
  );
};
