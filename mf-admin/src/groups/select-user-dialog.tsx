import { adminMessages, adminScreenTexts } from '@canstring/contracts';
import { DialogFrame, type Page, PagedListSentinel, usePagedList, useTypedSearch } from '@canstring/ui';
import { Box, Button, Checkbox, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useReportProblem } from '../common/admin-access';
import type { UserSummary } from '../graphql/types';
import { fullName } from './group-form-values';

export type CandidateFetcher = (offset: number, limit: number, search: string) => Promise<Page<UserSummary>>;

export interface SelectUserDialogProps {
  open: boolean;
  /** Users who may be added: the group's non-members (or every active account for a new group). */
  fetchCandidates: CandidateFetcher;
  /** The selection held so far; the dialog starts from it. */
  held: readonly UserSummary[];
  onApply: (chosen: UserSummary[]) => void;
  onClose: () => void;
}

const CandidateList = ({
  fetchCandidates,
  chosen,
  onToggle,
}: {
  fetchCandidates: CandidateFetcher;
  chosen: ReadonlyMap<string, UserSummary>;
  onToggle: (user: UserSummary, checked: boolean) => void;
}) => {
  const report = useReportProblem();
  const { typed, setTyped, search } = useTypedSearch();
  const list = usePagedList<UserSummary>(
    (offset, limit) => fetchCandidates(offset, limit, search),
    search,
    report,
  );
  return (
    <Stack gap="3">
      <Input
        size="sm"
        type="search"
        placeholder={adminScreenTexts.search}
        aria-label={adminScreenTexts.search}
        data-testid="select-user-search"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
      <Box maxHeight="72" overflowY="auto" data-testid="select-user-list">
        <Stack gap="1">
          {list.items.map((user) => (
            <Checkbox.Root
              key={user.id}
              size="sm"
              data-testid="select-user-option"
              data-user-id={user.id}
              checked={chosen.has(user.id)}
              onCheckedChange={(details) => onToggle(user, details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {fullName(user)}{' '}
                <Text as="span" color="fg.muted" fontSize="xs">
                  {user.email}
                </Text>
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
        {list.settled && list.items.length === 0 && search && (
          <Text fontSize="sm" color="fg.muted">
            {adminScreenTexts.noMatches}
          </Text>
        )}
        <PagedListSentinel name="select-user" list={list} />
      </Box>
    </Stack>
  );
};

/**
 * 'Select User': pick users page by page (with search). The choice goes back to the form, which holds
 * it until Update; nothing is saved here.
 */
export const SelectUserDialog = ({
  open,
  fetchCandidates,
  held,
  onApply,
  onClose,
}: SelectUserDialogProps) => {
  const [chosen, setChosen] = useState<Map<string, UserSummary>>(new Map());
  useEffect(() => {
    if (open) setChosen(new Map(held.map((user) => [user.id, user])));
  }, [open, held]);
  const toggle = (user: UserSummary, checked: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (checked) next.set(user.id, user);
      else next.delete(user.id);
      return next;
    });
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      lazy
      testId="select-user"
      title={adminMessages.selectUser}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {adminScreenTexts.cancel}
          </Button>
          <Button
            colorPalette="brand"
            onClick={() => {
              onApply([...chosen.values()]);
              onClose();
            }}
          >
            {adminScreenTexts.add}
          </Button>
        </>
      }
    >
      <CandidateList fetchCandidates={fetchCandidates} chosen={chosen} onToggle={toggle} />
    </DialogFrame>
  );
};
