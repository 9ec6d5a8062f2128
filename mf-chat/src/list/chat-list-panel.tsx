import { useApolloClient } from '@apollo/client/react';
import { adminScreenTexts, chatScreenTexts, type ListSort, liveRoomTexts } from '@canstring/contracts';
import { PagedListSentinel, usePagedList, useTypedSearch } from '@canstring/ui';
import { Box, Flex, IconButton, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useChatContext } from '../common/chat-context';
import { type SelectedTarget, sameTarget } from '../common/chat-selection';
import { CloseIcon, NewChatIcon, RegisterIcon, SearchIcon, VideoCallIcon } from '../common/icons';
import { CHATS, REMOVE_CHAT } from '../graphql/documents';
import type { ChatItem } from '../graphql/types';
import { useChatEvent, useKnownPresence } from '../live/chat-events';
import { listWithMessage, listWithPresence, rowMatches, rowWithKnownPresence } from './chat-list-updates';
import { ChatRow } from './chat-row';
import { useNewChatsWhenShown } from './use-new-chats-when-shown';

export interface ChatListPanelProps {
  selected: SelectedTarget | null;
  onOpen: (chat: ChatItem) => void;
  onNewChat: () => void;
  /** Given when the /createroom button may show (role 1 where calling is supported). */
  onCreateRoom?: () => void;
  /** Given when a host may start an instant meeting here (role 1 where calling is supported). */
  onStartMeeting?: () => void;
  /** Changes when the list must be read again (a chat was created or opened from elsewhere). */
  reloadKey: number;
}

const targetOf = (chat: ChatItem): SelectedTarget =>
  chat.chatType === 'user' ? { kind: 'user', id: chat.userId! } : { kind: 'group', id: chat.groupId! };

/**
 * The chat list panel (spec 1 §2): sort, search toggle, the /createroom and new-chat buttons, and the
 * rows, 25 at a time with more on scroll. Pushed messages and presence changes update it in place.
 */
export const ChatListPanel = ({
  selected,
  onOpen,
  onNewChat,
  onCreateRoom,
  onStartMeeting,
  reloadKey,
}: ChatListPanelProps) => {
  const client = useApolloClient();
  const presenceOf = useKnownPresence();
  const { me, report } = useChatContext();
  const [sort, setSort] = useState<ListSort>('recent');
  const [searching, setSearching] = useState(false);
  const { typed, setTyped, search, clear: clearSearch } = useTypedSearch();

  const list = usePagedList<ChatItem>(
    async (offset, limit) => {
      const result = await client.query({
        query: CHATS,
        variables: { offset, limit, sort, search: search || undefined },
        fetchPolicy: 'no-cache',
      });
      const rows = result.data?.chats.chats ?? [];
      return {
        items: rows.map((row) => rowWithKnownPresence(row, presenceOf)),
        total: result.data?.chats.total ?? 0,
      };
    },
    `${sort}|${search}|${reloadKey}`,
    report,
    (chat) => chat.chatId,
  );
  const { update, reload } = list;

  useChatEvent('message', (message) => {
    // A chat not in the list yet (new, or hidden and shown again by this message): read it again.
    if (!list.items.some((row) => rowMatches(row, message, me.id))) {
      if (!search) reload();
      return;
    }
    update((rows) => listWithMessage(rows, message, me.id, sort) ?? rows);
  });
  useChatEvent('presence', (presence) => update((rows) => listWithPresence(rows, presence)));
  useChatEvent('resumed', reload);
  useNewChatsWhenShown(list.items, sort, search, reload);

  const remove = useCallback(
    (chat: ChatItem) => {
      client
        .mutate({ mutation: REMOVE_CHAT, variables: { chatId: chat.chatId } })
        .then(() => update((rows) => rows.filter((row) => row.chatId !== chat.chatId)), report);
    },
    [client, update, report],
  );

  const closeSearch = () => {
    setSearching(false);
    clearSearch();
  };

  return (
    <Flex direction="column" height="full" minHeight="0" data-testid="chat-list-panel">
      <Flex align="center" gap="1" padding="2" borderBottomWidth="1px">
        {searching ? (
          <Input
            size="sm"
            flex="1"
            type="search"
            autoFocus
            placeholder={chatScreenTexts.search}
            aria-label={chatScreenTexts.searchChats}
            data-testid="chat-search"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
        ) : (
          <NativeSelect.Root size="sm" flex="1">
            <NativeSelect.Field
              aria-label={adminScreenTexts.sortLabel}
              data-testid="chat-sort"
              value={sort}
              onChange={(event) => setSort(event.currentTarget.value as ListSort)}
            >
              <option value="recent">{adminScreenTexts.sortRecent}</option>
              <option value="name">{adminScreenTexts.sortName}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={searching ? chatScreenTexts.closeSearch : chatScreenTexts.searchChats}
          data-testid="chat-search-toggle"
          onClick={() => (searching ? closeSearch() : setSearching(true))}
        >
          {searching ? <CloseIcon /> : <SearchIcon />}
        </IconButton>
        {onStartMeeting && (
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={liveRoomTexts.instantRoom.open}
            title={liveRoomTexts.instantRoom.open}
            data-testid="chat-start-meeting"
            onClick={onStartMeeting}
          >
            <VideoCallIcon />
          </IconButton>
        )}
        {onCreateRoom && (
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={chatScreenTexts.createRoom}
            title={chatScreenTexts.createRoom}
            data-testid="chat-create-room"
            onClick={onCreateRoom}
          >
            <RegisterIcon />
          </IconButton>
        )}
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={chatScreenTexts.newChat}
          title={chatScreenTexts.newChat}
          data-testid="chat-new"
          onClick={onNewChat}
        >
          <NewChatIcon />
        </IconButton>
      </Flex>
      <Box flex="1" overflowY="auto" padding="1" data-testid="chat-list">
        {list.items.map((chat) => (
          <ChatRow
            key={chat.chatId}
            chat={chat}
            selected={sameTarget(selected, targetOf(chat))}
            onOpen={onOpen}
            onRemove={remove}
          />
        ))}
        {list.settled && list.items.length === 0 && (
          <Text fontSize="sm" color="fg.muted" padding="3" data-testid="chat-list-empty">
            {search ? chatScreenTexts.noChatMatches : chatScreenTexts.noChats}
          </Text>
        )}
        <PagedListSentinel name="chats" list={list} paddingY="1" />
      </Box>
    </Flex>
  );
};
