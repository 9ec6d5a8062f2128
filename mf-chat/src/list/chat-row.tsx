import { chatScreenTexts } from '@canstring/contracts';
import { firstInitial } from '@canstring/ui';
import { Avatar, Box, CloseButton, Flex, Text } from '@chakra-ui/react';
import { GroupIcon } from '../common/icons';
import { PresenceDot } from '../common/presence-dot';
import { timeAgo } from '../common/time-texts';
import type { ChatItem } from '../graphql/types';

export interface ChatRowProps {
  chat: ChatItem;
  selected: boolean;
  onOpen: (chat: ChatItem) => void;
  onRemove: (chat: ChatItem) => void;
}

/**
 * A row of the chat list (spec 1 §2): a person with their initial, online dot, last message, how long
 * ago they were seen when offline and the close icon; or a group with its icon.
 */
export const ChatRow = ({ chat, selected, onOpen, onRemove }: ChatRowProps) => {
  const isUser = chat.chatType === 'user';
  const online = chat.presence?.online ?? false;
  const lastSeen = isUser && !online && chat.presence?.lastSeen ? timeAgo(chat.presence.lastSeen) : null;
  return (
    <Flex
      align="center"
      gap="2"
      paddingX="2"
      borderRadius="md"
      bg={selected ? 'brand.subtle' : undefined}
      _hover={{ bg: selected ? 'brand.subtle' : 'bg.muted' }}
      data-testid="chat-row"
      data-chat-type={chat.chatType}
      data-chat-id={chat.chatId}
      data-online={isUser ? online : undefined}
    >
      <Flex
        as="button"
        flex="1"
        minWidth="0"
        align="center"
        gap="3"
        paddingY="2"
        textAlign="start"
        aria-current={selected || undefined}
        onClick={() => onOpen(chat)}
      >
        <Box position="relative" flexShrink={0}>
          <Avatar.Root size="sm" colorPalette={isUser ? 'brand' : 'gray'}>
            {isUser ? (
              <Avatar.Fallback>{firstInitial(chat.fullName)}</Avatar.Fallback>
            ) : (
              <GroupIcon boxSize="4" data-testid="chat-row-group-icon" />
            )}
          </Avatar.Root>
          {isUser && (
            <Box position="absolute" right="-0.5" bottom="-0.5" lineHeight="0">
              <PresenceDot online={online} />
            </Box>
          )}
        </Box>
        <Box flex="1" minWidth="0">
          <Flex justify="space-between" gap="2">
            <Text fontWeight="medium" truncate data-testid="chat-row-name">
              {chat.fullName}
            </Text>
            {lastSeen && (
              <Text fontSize="xs" color="fg.muted" flexShrink={0} data-testid="chat-row-seen">
                {lastSeen}
              </Text>
            )}
          </Flex>
          <Text fontSize="sm" color="fg.muted" truncate data-testid="chat-row-last-message">
            {chat.lastMessage ?? '\u00a0'}
          </Text>
        </Box>
      </Flex>
      {isUser && (
        <CloseButton
          size="2xs"
          aria-label={chatScreenTexts.removeChat}
          data-testid="chat-row-remove"
          onClick={() => onRemove(chat)}
        />
      )}
    </Flex>
  );
};
