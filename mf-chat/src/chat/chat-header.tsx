import { chatScreenTexts } from '@canstring/contracts';
import { firstInitial } from '@canstring/ui';
import { Avatar, Box, Button, Flex, Heading, IconButton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BackIcon, GroupIcon } from '../common/icons';
import { PresenceDot } from '../common/presence-dot';
import type { ChatItem, Presence } from '../graphql/types';

export interface ChatHeaderProps {
  chat: ChatItem;
  presence: Presence | null;
  onShowSchedule: () => void;
  onClassView: () => void;
  onToggleMembers: () => void;
  /** Given on a phone, where the list is hidden while a chat is open. */
  onBack?: () => void;
  /** More controls at the end (the paperclip lives in the composer). */
  children?: ReactNode;
}

/**
 * The chat's header: the name with ONLINE/OFFLINE (a person) or the members icon (a group), and the
 * toggle to the schedule and class views (spec 2 §2.1).
 */
export const ChatHeader = ({
  chat,
  presence,
  onShowSchedule,
  onClassView,
  onToggleMembers,
  onBack,
  children,
}: ChatHeaderProps) => {
  const online = presence?.online ?? false;
  return (
    <Flex align="center" gap="3" padding="3" borderBottomWidth="1px" wrap="wrap" data-testid="chat-header">
      {onBack && (
        <IconButton size="sm" variant="ghost" aria-label={chatScreenTexts.backToChats} onClick={onBack}>
          <BackIcon />
        </IconButton>
      )}
      <Avatar.Root size="sm" colorPalette={chat.chatType === 'user' ? 'brand' : 'gray'}>
        {chat.chatType === 'user' ? (
          <Avatar.Fallback>{firstInitial(chat.fullName)}</Avatar.Fallback>
        ) : (
          <GroupIcon boxSize="4" />
        )}
      </Avatar.Root>
      <Box flex="1" minWidth="0">
        <Heading as="h2" size="sm" truncate data-testid="chat-title">
          {chat.fullName}
        </Heading>
        {chat.chatType === 'user' && (
          <Flex align="center" gap="1.5">
            <PresenceDot online={online} />
            <Text fontSize="xs" color="fg.muted" data-testid="chat-presence">
              {online ? chatScreenTexts.online : chatScreenTexts.offline}
            </Text>
          </Flex>
        )}
      </Box>
      {chat.chatType === 'group' && (
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={chatScreenTexts.groupMembers}
          title={chatScreenTexts.groupMembers}
          data-testid="show-members"
          onClick={onToggleMembers}
        >
          <GroupIcon />
        </IconButton>
      )}
      {children}
      <Flex gap="1">
        <Button size="xs" variant="solid" colorPalette="brand" aria-pressed="true" data-testid="view-chat">
          {chatScreenTexts.chatView}
        </Button>
        <Button size="xs" variant="outline" data-testid="go-to-schedule" onClick={onShowSchedule}>
          {chatScreenTexts.goToSchedule}
        </Button>
        <Button size="xs" variant="outline" data-testid="class-view" onClick={onClassView}>
          {chatScreenTexts.classView}
        </Button>
      </Flex>
    </Flex>
  );
};
