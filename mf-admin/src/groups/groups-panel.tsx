import { adminScreenTexts } from '@canstring/contracts';
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { type ListQueryState, ListToolbar } from '../common/list-toolbar';
import { ScrollSentinel } from '../common/scroll-sentinel';
import type { PagedList } from '../common/use-paged-list';
import type { Group } from '../graphql/types';

export interface GroupsPanelProps {
  list: PagedList<Group>;
  query: ListQueryState;
  onQueryChange: (query: ListQueryState) => void;
  selectedId?: string;
  onSelect: (groupId: string) => void;
}

/** The Group tab: sort, search and the groups (name, member count), more loaded on scroll. */
export const GroupsPanel = ({ list, query, onQueryChange, selectedId, onSelect }: GroupsPanelProps) => (
  <Stack gap="3">
    <ListToolbar name="groups" value={query} onChange={onQueryChange} />
    <Box as="ul" listStyleType="none" margin="0" padding="0" data-testid="group-list">
      {list.items.map((group) => (
        <Box as="li" key={group.id}>
          <Flex
            as="button"
            type="button"
            width="full"
            align="center"
            gap="3"
            paddingX="3"
            paddingY="2"
            borderRadius="md"
            textAlign="start"
            bg={group.id === selectedId ? 'brand.subtle' : undefined}
            _hover={{ bg: 'bg.muted' }}
            data-testid="group-row"
            data-group-id={group.id}
            aria-current={group.id === selectedId || undefined}
            onClick={() => onSelect(group.id)}
          >
            <Text flex="1" fontWeight="medium" truncate data-testid="group-row-name">
              {group.name}
            </Text>
            <Text fontSize="xs" color="fg.muted" data-testid="group-row-count">
              {adminScreenTexts.memberCount(group.memberCount)}
            </Text>
          </Flex>
        </Box>
      ))}
    </Box>
    {list.settled && list.items.length === 0 && query.search && (
      <Text fontSize="sm" color="fg.muted">
        {adminScreenTexts.noMatches}
      </Text>
    )}
    <ScrollSentinel
      name="groups"
      active={list.hasMore}
      loading={list.loading}
      onVisible={list.loadMore}
      count={list.items.length}
    />
  </Stack>
);
