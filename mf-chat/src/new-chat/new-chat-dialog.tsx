import { useApolloClient } from '@apollo/client/react';
import { chatScreenTexts } from '@canstring/contracts';
import { DialogFrame, firstInitial, PagedListSentinel, usePagedList, useTypedSearch } from '@canstring/ui';
import { Avatar, Box, Flex, Input, Text } from '@chakra-ui/react';
import { useChatContext } from '../common/chat-context';
import { PresenceDot } from '../common/presence-dot';
import { CHAT_USERS, CREATE_CHAT } from '../graphql/documents';
import type { ChatItem, ChatUser } from '../graphql/types';

export interface NewChatDialogProps {
  open: boolean;
  onClose: () => void;
  /** The chat with the chosen person, created (or shown again) on the server. */
  onCreated: (chat: ChatItem) => void;
}

const UserList = ({ onChoose }: { onChoose: (user: ChatUser) => void }) => {
  const client = useApolloClient();
  const { report } = useChatContext();
  const { typed, setTyped, search } = useTypedSearch();
  const users = usePagedList<ChatUser>(
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
        {users.items.map((user) => (
          <Flex
            key={user.id}
            as="button"
            width="full"
            align="center"
            gap="3"
            paddingY="2"
            paddingX="2"
            borderRadius="md"
            textAlign="start"
            _hover={{ bg: 'bg.muted' }}
            data-testid="new-chat-user"
            data-user-id={user.id}
            onClick={() => onChoose(user)}
          >
            <Avatar.Root size="xs" colorPalette="brand">
              <Avatar.Fallback>{firstInitial(user.firstName)}</Avatar.Fallback>
            </Avatar.Root>
            <Text flex="1" fontSize="sm" truncate>
              {[user.firstName, user.lastName].filter(Boolean).join(' ')}
            </Text>
            <PresenceDot online={user.presence.online} />
          </Flex>
        ))}
        {users.settled && users.items.length === 0 && (
          <Text fontSize="sm" color="fg.muted" padding="2">
            {chatScreenTexts.noUsers}
          </Text>
        )}
        <PagedListSentinel name="new-chat-users" list={users} paddingY="1" />
      </Box>
    </>
  );
};

/** 'New Chat' (spec 2 §2.3): every active person but the caller, searchable; choosing one opens the chat. */
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
      <UserList onChoose={choose} />
    </DialogFrame>
  );
};
