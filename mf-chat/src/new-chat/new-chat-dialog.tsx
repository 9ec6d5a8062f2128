import { useApolloClient } from '@apollo/client/react';
import { chatScreenTexts } from '@canstring/contracts';
import { DialogFrame, firstInitial, PagedListSentinel, usePagedList, useTypedSearch } from '@canstring/ui';
import { Avatar, Box, Flex, Input, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useChatContext } from '../common/chat-context';
import { GroupIcon } from '../common/icons';
import { PresenceDot } from '../common/presence-dot';
import { CHAT_USERS, CHATS, CREATE_CHAT } from '../graphql/documents';
import type { ChatItem, ChatUser } from '../graphql/types';

export interface NewChatDialogProps {
  open: boolean;
  onClose: () => void;
  /** The chat with the chosen person or group, created (or shown again) on the server. */
  onCreated: (chat: ChatItem) => void;
}

/** One choice of the dialog: an avatar, a name, and what sits at the end of the row. */
const Choice = ({
  avatar,
  name,
  end,
  testId,
  onChoose,
  ...data
}: {
  avatar: ReactNode;
  name: string;
  end?: ReactNode;
  testId: string;
  onChoose: () => void;
  'data-user-id'?: string;
  'data-group-id'?: string;
}) => (
  <Flex
    as="button"
    width="full"
    align="center"
    gap="3"
    paddingY="2"
    paddingX="2"
    borderRadius="md"
    textAlign="start"
    _hover={{ bg: 'bg.muted' }}
    data-testid={testId}
    {...data}
    onClick={onChoose}
  >
    {avatar}
    <Text flex="1" fontSize="sm" truncate>
      {name}
    </Text>
    {end}
  </Flex>
);

const SectionTitle = ({ children }: { children: ReactNode }) => (
  <Text
    fontSize="xs"
    fontWeight="semibold"
    color="fg.muted"
    textTransform="uppercase"
    paddingX="2"
    paddingTop="2"
  >
    {children}
  </Text>
);

/** The groups the caller is in whose name matches the search (their chat entries). */
const useGroups = (search: string) => {
  const client = useApolloClient();
  const { report } = useChatContext();
  return usePagedList<ChatItem>(
    async (offset, limit) => {
      const result = await client.query({
        query: CHATS,
        variables: { offset, limit, sort: 'name', search: search || undefined, chatType: 'group' },
        fetchPolicy: 'no-cache',
      });
      return { items: result.data?.chats.chats ?? [], total: result.data?.chats.total ?? 0 };
    },
    search,
    report,
    (chat) => chat.chatId,
  );
};

/** Every active person but the caller whose name matches the search. */
const usePeople = (search: string) => {
  const client = useApolloClient();
  const { report } = useChatContext();
  return usePagedList<ChatUser>(
    async (offset, limit) => {
      const result = await client.query({
        query: CHAT_USERS,
        variables: { offset, limit, search: search || undefined },
        fetchPolicy: 'no-cache',
      });
      return { items: result.data?.chatUsers.users ?? [], total: result.data?.chatUsers.total ?? 0 };
    },
    search,
    report,
    (user) => user.id,
  );
};

const Choices = ({
  onChooseUser,
  onChooseGroup,
}: {
  onChooseUser: (user: ChatUser) => void;
  onChooseGroup: (group: ChatItem) => void;
}) => {
  const { typed, setTyped, search } = useTypedSearch();
  const groups = useGroups(search);
  const users = usePeople(search);
  return (
    <>
      <Input
        size="sm"
        type="search"
        autoFocus
        placeholder={chatScreenTexts.search}
        aria-label={chatScreenTexts.search}
        data-testid="new-chat-search"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
      <Box maxHeight="60vh" overflowY="auto" marginTop="2" data-testid="new-chat-users">
        {groups.items.length > 0 && (
          <Box data-testid="new-chat-groups">
            <SectionTitle>{chatScreenTexts.groups}</SectionTitle>
            {groups.items.map((group) => (
              <Choice
                key={group.chatId}
                testId="new-chat-group"
                data-group-id={group.groupId ?? undefined}
                name={group.fullName}
                avatar={
                  <Avatar.Root size="xs" colorPalette="gray">
                    <GroupIcon boxSize="3.5" />
                  </Avatar.Root>
                }
                onChoose={() => onChooseGroup(group)}
              />
            ))}
            <PagedListSentinel name="new-chat-groups" list={groups} paddingY="1" />
            <SectionTitle>{chatScreenTexts.people}</SectionTitle>
          </Box>
        )}
        {users.items.map((user) => (
          <Choice
            key={user.id}
            testId="new-chat-user"
            data-user-id={user.id}
            name={[user.firstName, user.lastName].filter(Boolean).join(' ')}
            avatar={
              <Avatar.Root size="xs" colorPalette="brand">
                <Avatar.Fallback>{firstInitial(user.firstName)}</Avatar.Fallback>
              </Avatar.Root>
            }
            end={<PresenceDot online={user.presence.online} />}
            onChoose={() => onChooseUser(user)}
          />
        ))}
        {users.settled && groups.settled && users.items.length === 0 && groups.items.length === 0 && (
          <Text fontSize="sm" color="fg.muted" padding="2">
            {chatScreenTexts.noUsers}
          </Text>
        )}
        <PagedListSentinel name="new-chat-users" list={users} paddingY="1" />
      </Box>
    </>
  );
};

/**
 * 'New Chat' (spec 2 §2.3): the caller's groups and every active person but the caller, searchable;
 * choosing one opens the chat.
 */
export const NewChatDialog = ({ open, onClose, onCreated }: NewChatDialogProps) => {
  const client = useApolloClient();
  const { report } = useChatContext();
  const choose = (user: ChatUser) => {
    client.mutate({ mutation: CREATE_CHAT, variables: { with: { userId: user.id } } }).then((result) => {
      const chat = result.data?.createChat;
      if (chat) onCreated(chat);
    }, report);
  };
  return (
    <DialogFrame open={open} onClose={onClose} lazy testId="new-chat-dialog" title={chatScreenTexts.newChat}>
      <Choices onChooseUser={choose} onChooseGroup={onCreated} />
    </DialogFrame>
  );
};
