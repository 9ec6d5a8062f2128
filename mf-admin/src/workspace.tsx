import { useApolloClient } from '@apollo/client/react';
import { adminMessages, adminScreenTexts, knowledgeBaseTexts } from '@canstring/contracts';
import { usePagedList } from '@canstring/ui';
import { Box, Grid, Tabs } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useReportProblem } from './common/admin-access';
import { AdminEmptyState } from './common/empty-state';
import type { ListQueryState } from './common/list-toolbar';
import { GROUPS, USERS } from './graphql/documents';
import type { AdminUser, Group, RoleOption } from './graphql/types';
import { GroupForm } from './groups/group-form';
import { GroupsPanel } from './groups/groups-panel';
import { BannedWordReports } from './knowledge-base/banned-word-reports';
import { KnowledgeBasePanel } from './knowledge-base/knowledge-base-panel';
import { UserForm } from './users/user-form';
import { UsersPanel } from './users/users-panel';

type Tab = 'user' | 'group' | 'knowledge' | 'reports';
/** What the details side shows: nothing chosen, a creation form, or an entry's details. */
type Detail = { kind: 'none' } | { kind: 'create' } | { kind: 'edit'; id: string };

const startQuery: ListQueryState = { sort: 'recent', search: '' };
const keyOf = (query: ListQueryState) => `${query.sort}|${query.search.trim()}`;
const searchOf = (query: ListQueryState) => query.search.trim() || undefined;

/** The two tabs with their lists on one side and the chosen entry's form on the other. */
export const AdminWorkspace = ({ roles }: { roles: readonly RoleOption[] }) => {
  const client = useApolloClient();
  const report = useReportProblem();
  const [tab, setTab] = useState<Tab>('user');
  const [userQuery, setUserQuery] = useState(startQuery);
  const [groupQuery, setGroupQuery] = useState(startQuery);
  const [userDetail, setUserDetail] = useState<Detail>({ kind: 'none' });
  const [groupDetail, setGroupDetail] = useState<Detail>({ kind: 'none' });

  const users = usePagedList<AdminUser>(
    async (offset, limit) => {
      const result = await client.query({
        query: USERS,
        variables: { offset, limit, sort: userQuery.sort, search: searchOf(userQuery) },
        fetchPolicy: 'network-only',
      });
      return { items: result.data?.users.users ?? [], total: result.data?.users.total ?? 0 };
    },
    keyOf(userQuery),
    report,
  );
  const groups = usePagedList<Group>(
    async (offset, limit) => {
      const result = await client.query({
        query: GROUPS,
        variables: { offset, limit, sort: groupQuery.sort, search: searchOf(groupQuery) },
        fetchPolicy: 'network-only',
      });
      return { items: result.data?.groups.groups ?? [], total: result.data?.groups.total ?? 0 };
    },
    keyOf(groupQuery),
    report,
  );

  const closeUser = useCallback(() => setUserDetail({ kind: 'none' }), []);
  const closeGroup = useCallback(() => setGroupDetail({ kind: 'none' }), []);
  const { reload: reloadUsers, update: updateUsers } = users;
  const { reload: reloadGroups, update: updateGroups } = groups;

  const userSide =
    userDetail.kind === 'none' ? (
      <AdminEmptyState
        action={adminMessages.createNewUser}
        onAction={() => setUserDetail({ kind: 'create' })}
      />
    ) : (
      <UserForm
        key={userDetail.kind === 'edit' ? userDetail.id : 'new'}
        mode={userDetail.kind}
        userId={userDetail.kind === 'edit' ? userDetail.id : undefined}
        roles={roles}
        onCreated={(user) => {
          reloadUsers();
          setUserDetail({ kind: 'edit', id: user.id });
        }}
        onChanged={(changed) =>
          updateUsers((list) => list.map((user) => (user.id === changed.id ? { ...user, ...changed } : user)))
        }
        onDeleted={() => {
          reloadUsers();
          closeUser();
        }}
        onClose={closeUser}
      />
    );

  const groupSide =
    groupDetail.kind === 'none' ? (
      <AdminEmptyState
        action={adminMessages.createNewGroup}
        onAction={() => setGroupDetail({ kind: 'create' })}
      />
    ) : (
      <GroupForm
        key={groupDetail.kind === 'edit' ? groupDetail.id : 'new'}
        mode={groupDetail.kind}
        groupId={groupDetail.kind === 'edit' ? groupDetail.id : undefined}
        onCreated={(group) => {
          reloadGroups();
          setGroupDetail({ kind: 'edit', id: group.id });
        }}
        onChanged={(changed) =>
          updateGroups((list) => list.map((group) => (group.id === changed.id ? changed : group)))
        }
        onDeleted={() => {
          reloadGroups();
          closeGroup();
        }}
        onClose={closeGroup}
      />
    );

  return (
    <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as Tab)} variant="line" lazyMount>
      <Tabs.List>
        <Tabs.Trigger value="user" data-testid="tab-user">
          {adminScreenTexts.userTab}
        </Tabs.Trigger>
        <Tabs.Trigger value="group" data-testid="tab-group">
          {adminScreenTexts.groupTab}
        </Tabs.Trigger>
        <Tabs.Trigger value="knowledge" data-testid="tab-knowledge">
          {knowledgeBaseTexts.tab}
        </Tabs.Trigger>
        <Tabs.Trigger value="reports" data-testid="tab-reports">
          {knowledgeBaseTexts.reportsTab}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="user">
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(280px, 360px) 1fr' }} gap="6">
          <Box maxHeight={{ lg: '75vh' }} overflowY="auto">
            <UsersPanel
              list={users}
              query={userQuery}
              onQueryChange={setUserQuery}
              selectedId={userDetail.kind === 'edit' ? userDetail.id : undefined}
              onSelect={(id) => setUserDetail({ kind: 'edit', id })}
            />
          </Box>
          <Box>{userSide}</Box>
        </Grid>
      </Tabs.Content>
      <Tabs.Content value="group">
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(280px, 360px) 1fr' }} gap="6">
          <Box maxHeight={{ lg: '75vh' }} overflowY="auto">
            <GroupsPanel
              list={groups}
              query={groupQuery}
              onQueryChange={setGroupQuery}
              selectedId={groupDetail.kind === 'edit' ? groupDetail.id : undefined}
              onSelect={(id) => setGroupDetail({ kind: 'edit', id })}
            />
          </Box>
          <Box>{groupSide}</Box>
        </Grid>
      </Tabs.Content>
      <Tabs.Content value="knowledge">
        <KnowledgeBasePanel />
      </Tabs.Content>
      <Tabs.Content value="reports">
        <BannedWordReports />
      </Tabs.Content>
    </Tabs.Root>
  );
};
