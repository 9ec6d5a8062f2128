import { adminScreenTexts } from '@canstring/contracts';
import type { PagedList } from '@canstring/ui';
import { Stack, Text } from '@chakra-ui/react';
import { type ListQueryState, ListToolbar } from '../common/list-toolbar';
import { SelectableList } from '../common/selectable-list';
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
    <SelectableList
      itemName="group"
      list={list}
      query={query}
      selectedId={selectedId}
      onSelect={onSelect}
      renderRow={(group) => (
        <>
          <Text flex="1" fontWeight="medium" truncate data-testid="group-row-name">
            {group.name}
          </Text>
          <Text fontSize="xs" color="fg.muted" data-testid="group-row-count">
            {adminScreenTexts.memberCount(group.memberCount)}
          </Text>
        </>
      )}
    />
  </Stack>
);
