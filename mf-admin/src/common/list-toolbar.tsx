import { adminScreenTexts, type ListSort } from '@canstring/contracts';
import { SEARCH_DELAY_MS } from '@canstring/ui';
import { HStack, Input, NativeSelect } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

export interface ListQueryState {
  sort: ListSort;
  search: string;
}

export interface ListToolbarProps {
  name: string;
  value: ListQueryState;
  onChange: (value: ListQueryState) => void;
}

/** Sort ('Sort by Recent' / 'Sort A to Z') and search of a list. */
export const ListToolbar = ({ name, value, onChange }: ListToolbarProps) => {
  const [typed, setTyped] = useState(value.search);
  useEffect(() => {
    if (typed === value.search) return;
    const timer = setTimeout(() => onChange({ ...value, search: typed }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, value, onChange]);
  return (
    <HStack gap="2">
      <NativeSelect.Root size="sm" width="40">
        <NativeSelect.Field
          aria-label={adminScreenTexts.sortLabel}
          data-testid={`${name}-sort`}
          value={value.sort}
          onChange={(event) => onChange({ ...value, sort: event.currentTarget.value as ListSort })}
        >
          <option value="recent">{adminScreenTexts.sortRecent}</option>
          <option value="name">{adminScreenTexts.sortName}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Input
        size="sm"
        type="search"
        flex="1"
        placeholder={adminScreenTexts.search}
        aria-label={adminScreenTexts.search}
        data-testid={`${name}-search`}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
    </HStack>
  );
};
