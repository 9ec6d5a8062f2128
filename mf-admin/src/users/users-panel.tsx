import { useApolloClient } from '@apollo/client/react';
import { adminMessages, ErrorCode, messages } from '@canstring/contracts';
import type { PagedList } from '@canstring/ui';
import { notify } from '@canstring/ui';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useReportProblem } from '../common/admin-access';
import { type ListQueryState, ListToolbar } from '../common/list-toolbar';
import { SelectableList } from '../common/selectable-list';
import { serverProblemOf } from '../common/server-problem';
import { timeSince } from '../common/time-since';
import { MAIL_INACTIVE_USERS } from '../graphql/documents';
import type { AdminUser } from '../graphql/types';
import { StatusMarker } from './status-marker';

export interface UsersPanelProps {
  list: PagedList<AdminUser>;
  query: ListQueryState;
  onQueryChange: (query: ListQueryState) => void;
  selectedId?: string;
  onSelect: (userId: string) => void;
}

/** 'email all inactive users': the count sent, or the server's 'Sorry, Already mail send…'. */
const MailInactiveUsersButton = () => {
  const client = useApolloClient();
  const report = useReportProblem();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const result = await client.mutate({ mutation: MAIL_INACTIVE_USERS });
      notify(adminMessages.mailSent(result.data?.mailInactiveUsers ?? 0), 'success');
    } catch (error) {
      // Nobody left to mail is NOT_FOUND; the legacy contract's 404 toast says so.
      if (serverProblemOf(error).code === ErrorCode.NotFound) notify(messages.mailAlreadySent, 'warning');
      else report(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <Button size="sm" variant="outline" loading={sending} onClick={() => void send()}>
      {adminMessages.emailAllInactiveUsers}
    </Button>
  );
};

/** The Users tab: sort, search, the mail button and the accounts, more loaded on scroll. */
export const UsersPanel = ({ list, query, onQueryChange, selectedId, onSelect }: UsersPanelProps) => (
  <Stack gap="3">
    <ListToolbar name="users" value={query} onChange={onQueryChange} />
    <Box>
      <MailInactiveUsersButton />
    </Box>
    <SelectableList
      itemName="user"
      list={list}
      query={query}
      selectedId={selectedId}
      onSelect={onSelect}
      renderRow={(user) => (
        <>
          <Box flex="1" minWidth="0">
            <Text fontWeight="medium" truncate data-testid="user-row-name">
              {user.firstName}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {timeSince(user.createdAt)}
            </Text>
          </Box>
          <StatusMarker active={user.active} />
        </>
      )}
    />
  </Stack>
);
