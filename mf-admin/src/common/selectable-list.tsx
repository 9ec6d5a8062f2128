import { adminScreenTexts } from '@canstring/contracts';
import { type PagedList, PagedListSentinel } from '@canstring/ui';
import { Box, chakra, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ListQueryState } from './list-toolbar';

export interface SelectableListProps<T extends { id: string }> {
  /** 'user' or 'group': names the test ids (`user-list`, `user-row`, `data-user-id`) and the scroll sentinel. */
  itemName: 'user' | 'group';
  list: PagedList<T>;
  query: ListQueryState;
  selectedId?: string;
  onSelect: (id: string) => void;
  /** What one row shows. */
  renderRow: (item: T) => ReactNode;
}

/** A tab's list: one button a row, the selected one marked, 'no matches' for a search, more loaded on scroll. */
export const SelectableList = <T extends { id: string }>({
  itemName,
  list,
  query,
  selectedId,
  onSelect,
  renderRow,
}: SelectableListProps<T>) => (
  <>
    <Box as="ul" listStyleType="none" margin="0" padding="0" data-testid={`${itemName}-list`}>
      {list.items.map((item) => (
        <Box as="li" key={item.id}>
          <chakra.button
            type="button"
            display="flex"
            width="full"
            alignItems="center"
            gap="3"
            paddingX="3"
            paddingY="2"
            borderRadius="md"
            textAlign="start"
            bg={item.id === selectedId ? 'brand.subtle' : undefined}
            _hover={{ bg: 'bg.muted' }}
            data-testid={`${itemName}-row`}
            {...{ [`data-${itemName}-id`]: item.id }}
            aria-current={item.id === selectedId || undefined}
            onClick={() => onSelect(item.id)}
          >
            {renderRow(item)}
          </chakra.button>
        </Box>
      ))}
    </Box>
    {list.settled && list.items.length === 0 && query.search && (
      <Text fontSize="sm" color="fg.muted">
        {adminScreenTexts.noMatches}
      </Text>
    )}
    <PagedListSentinel name={`${itemName}s`} list={list} />
  </>
);
