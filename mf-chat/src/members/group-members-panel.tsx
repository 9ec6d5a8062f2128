import { useApolloClient } from '@apollo/client/react';
import { chatScreenTexts } from '@canstring/contracts';
import { firstInitial, PagedListSentinel, usePagedList } from '@canstring/ui';
import { Avatar, Badge, Box, CloseButton, Flex, Heading, Text } from '@chakra-ui/react';
import { useChatContext } from '../common/chat-context';
import { PresenceDot } from '../common/presence-dot';
import { lastSeenText } from '../common/time-texts';
import { GROUP_MEMBERS } from '../graphql/documents';
import type { GroupMember } from '../graphql/types';
import { useChatEvent, useKnownPresence } from '../live/chat-events';

export interface GroupMembersPanelProps {
  groupId: string;
  onClose: () => void;
}

/** The group members panel (spec 1 §2): each member online or last seen, and 'Admin' for group admins. */
export const GroupMembersPanel = ({ groupId, onClose }: GroupMembersPanelProps) => {
  const client = useApolloClient();
  const presenceOf = useKnownPresence();
  const { report } = useChatContext();
  const members = usePagedList<GroupMember>(
    async (offset, limit) => {
      const result = await client.query({
        query: GROUP_MEMBERS,
        variables: { groupId, offset, limit },
        fetchPolicy: 'no-cache',
      });
      return {
        items: (result.data?.groupMembers.members ?? []).map((member) => ({
          ...member,
          presence: presenceOf(member.id) ?? member.presence,
        })),
        total: result.data?.groupMembers.total ?? 0,
      };
    },
    groupId,
    report,
    (member) => member.id,
  );
  const { update, reload } = members;
  useChatEvent('presence', (presence) =>
    update((rows) => rows.map((row) => (row.id === presence.userId ? { ...row, presence } : row))),
  );
  useChatEvent('resumed', reload);

  return (
    <Flex direction="column" height="full" minHeight="0" data-testid="group-members">
      <Flex align="center" justify="space-between" padding="3" borderBottomWidth="1px">
        <Heading as="h2" size="sm">
          {chatScreenTexts.groupMembers}
        </Heading>
        <CloseButton size="sm" aria-label={chatScreenTexts.closeMembers} onClick={onClose} />
      </Flex>
      <Box flex="1" overflowY="auto" padding="2">
        {members.items.map((member) => {
          const name = [member.firstName, member.lastName].filter(Boolean).join(' ');
          return (
            <Flex
              key={member.id}
              align="center"
              gap="3"
              paddingY="2"
              paddingX="1"
              data-testid="group-member"
              data-user-id={member.id}
              data-online={member.presence.online}
            >
              <Avatar.Root size="xs" colorPalette="brand">
                <Avatar.Fallback>{firstInitial(member.firstName)}</Avatar.Fallback>
              </Avatar.Root>
              <Box flex="1" minWidth="0">
                <Flex align="center" gap="2">
                  <Text fontSize="sm" fontWeight="medium" truncate>
                    {name}
                  </Text>
                  {member.isGroupAdmin && (
                    <Badge size="xs" colorPalette="brand" data-testid="admin-badge">
                      {chatScreenTexts.adminBadge}
                    </Badge>
                  )}
                </Flex>
                <Flex align="center" gap="1.5">
                  <PresenceDot online={member.presence.online} />
                  <Text fontSize="xs" color="fg.muted" data-testid="member-presence">
                    {member.presence.online ? chatScreenTexts.online : lastSeenText(member.presence.lastSeen)}
                  </Text>
                </Flex>
              </Box>
            </Flex>
          );
        })}
        <PagedListSentinel name="group-members" list={members} paddingY="1" />
      </Box>
    </Flex>
  );
};
