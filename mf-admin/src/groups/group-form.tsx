import { useApolloClient } from '@apollo/client/react';
import { adminMessages, adminScreenTexts } from '@canstring/contracts';
import {
  InputField,
  notify,
  PagedListSentinel,
  shownError,
  TextAreaField,
  usePagedList,
} from '@canstring/ui';
import { Badge, Box, Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useReportProblem } from '../common/admin-access';
import { ConfirmDeleteDialog } from '../common/confirm-delete-dialog';
import { DetailFormButtons, DetailPanel } from '../common/detail-panel';
import {
  ACTIVE_USERS,
  CREATE_GROUP,
  DELETE_GROUP,
  GROUP,
  GROUP_MEMBERS,
  GROUP_NON_MEMBERS,
  REMOVE_GROUP_MEMBER,
  UPDATE_GROUP,
} from '../graphql/documents';
import type { Group, GroupMember, UserSummary } from '../graphql/types';
import {
  fullName,
  type GroupFormMode,
  type GroupFormValues,
  groupEditInputOf,
  groupFormValuesOf,
  newGroupInputOf,
  validateGroupForm,
  withoutSaved,
} from './group-form-values';
import { type CandidateFetcher, SelectUserDialog } from './select-user-dialog';

export interface GroupFormProps {
  mode: GroupFormMode;
  groupId?: string;
  onCreated: (group: Group) => void;
  onChanged: (group: Group) => void;
  onDeleted: (groupId: string) => void;
  onClose: () => void;
}

const MemberRow = ({
  user,
  pending,
  onRemove,
}: {
  user: UserSummary;
  pending: boolean;
  onRemove: () => void;
}) => (
  <Flex
    as="li"
    align="center"
    gap="2"
    paddingY="1"
    data-testid="group-member-row"
    data-user-id={user.id}
    data-pending={pending || undefined}
  >
    <Text flex="1" truncate>
      {fullName(user)}
    </Text>
    {pending && (
      <Badge size="sm" colorPalette="orange">
        {adminScreenTexts.notYetSaved}
      </Badge>
    )}
    <Button size="xs" variant="ghost" colorPalette="red" onClick={onRemove}>
      {adminScreenTexts.remove}
    </Button>
  </Flex>
);

/** The saved members of a group, a page at a time; removing one saves at once (the last one is refused). */
const useSavedMembers = (groupId: string | undefined) => {
  const client = useApolloClient();
  const report = useReportProblem();
  return usePagedList<GroupMember>(
    async (offset, limit) => {
      if (!groupId) return { items: [], total: 0 };
      const result = await client.query({
        query: GROUP_MEMBERS,
        variables: { groupId, offset, limit },
        fetchPolicy: 'network-only',
      });
      const page = result.data?.groupMembers;
      return { items: page?.members ?? [], total: page?.total ?? 0 };
    },
    groupId ?? 'new',
    report,
  );
};

/** 'Group Creation' / 'Group Details' (spec 1 §2, §4, §5). */
export const GroupForm = ({ mode, groupId, onCreated, onChanged, onDeleted, onClose }: GroupFormProps) => {
  const client = useApolloClient();
  const report = useReportProblem();
  const [group, setGroup] = useState<Group>();
  /** The form's starting values: set on load and after an Update, not when only the member count moves. */
  const [initialValues, setInitialValues] = useState<GroupFormValues>(() => groupFormValuesOf());
  const [selecting, setSelecting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const saved = useSavedMembers(mode === 'edit' ? groupId : undefined);

  useEffect(() => {
    if (mode !== 'edit' || !groupId) return;
    let live = true;
    setGroup(undefined);
    client.query({ query: GROUP, variables: { id: groupId }, fetchPolicy: 'network-only' }).then(
      (result) => {
        if (!live || !result.data) return;
        setGroup(result.data.group);
        setInitialValues(groupFormValuesOf(result.data.group));
      },
      (error: unknown) => {
        if (!live) return;
        report(error);
        onClose();
      },
    );
    return () => {
      live = false;
    };
  }, [client, mode, groupId, report, onClose]);

  const fetchCandidates = useCallback<CandidateFetcher>(
    async (offset, limit, search) => {
      const term = search || undefined;
      if (mode === 'edit' && groupId) {
        const result = await client.query({
          query: GROUP_NON_MEMBERS,
          variables: { groupId, offset, limit, search: term },
          fetchPolicy: 'network-only',
        });
        const page = result.data?.groupNonMembers;
        return { items: page?.users ?? [], total: page?.total ?? 0 };
      }
      const result = await client.query({
        query: ACTIVE_USERS,
        variables: { offset, limit, search: term },
        fetchPolicy: 'network-only',
      });
      const page = result.data?.activeUsers;
      return { items: page?.users ?? [], total: page?.total ?? 0 };
    },
    [client, mode, groupId],
  );

  if (mode === 'edit' && !group) {
    return (
      <Box padding="6" aria-busy="true">
        <Spinner size="sm" />
      </Box>
    );
  }

  const submit = async (values: GroupFormValues) => {
    try {
      if (mode === 'create') {
        const result = await client.mutate({
          mutation: CREATE_GROUP,
          variables: { input: newGroupInputOf(values) },
        });
        notify(adminMessages.groupCreated, 'success');
        if (result.data) onCreated(result.data.createGroup);
      } else if (group) {
        const result = await client.mutate({
          mutation: UPDATE_GROUP,
          variables: { id: group.id, input: groupEditInputOf(values) },
        });
        notify(adminMessages.groupUpdated, 'success');
        if (result.data) {
          // New starting values empty the held selection: it is saved now.
          setGroup(result.data.updateGroup);
          setInitialValues(groupFormValuesOf(result.data.updateGroup));
          onChanged(result.data.updateGroup);
          saved.reload();
        }
      }
      return undefined;
    } catch (error) {
      const { fields } = report(error);
      const { members, userIds, ...rest } = fields;
      const held = members ?? userIds;
      return held ? { ...rest, held } : rest;
    }
  };

  const removeSaved = async (member: GroupMember) => {
    if (!group) return;
    try {
      await client.mutate({
        mutation: REMOVE_GROUP_MEMBER,
        variables: { groupId: group.id, userId: member.id },
      });
      const next = { ...group, memberCount: Math.max(0, group.memberCount - 1) };
      setGroup(next);
      onChanged(next);
      saved.reload();
    } catch (error) {
      // The last member stays: the server answers 'Group must be need one user.'.
      report(error);
    }
  };

  const remove = async () => {
    if (!group) return;
    try {
      await client.mutate({ mutation: DELETE_GROUP, variables: { id: group.id } });
      notify(adminMessages.groupDeleted, 'success');
      onDeleted(group.id);
    } catch (error) {
      report(error);
    }
  };

  const title = mode === 'create' ? adminMessages.groupCreation : adminMessages.groupDetails;
  const savedIds = new Set(saved.items.map((member) => member.id));
  return (
    <DetailPanel
      testId="group-form"
      title={title}
      onClose={onClose}
      headerExtra={
        group && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            {adminScreenTexts.delete}
          </Button>
        )
      }
    >
      <Form<GroupFormValues>
        onSubmit={submit}
        validate={validateGroupForm(mode)}
        initialValues={initialValues}
      >
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            <Stack gap="3">
              <InputField name="name" label={adminScreenTexts.fields.groupName} required />
              <TextAreaField name="description" label={adminScreenTexts.fields.description} />
              <Field<UserSummary[]> name="held">
                {({ input, meta }) => {
                  const held = input.value || [];
                  const pending = withoutSaved(held, savedIds);
                  const error = shownError(meta);
                  return (
                    <Box>
                      <Flex align="center" marginBottom="2">
                        <Text fontWeight="medium" flex="1">
                          {adminScreenTexts.fields.members}
                        </Text>
                        <Button size="sm" variant="outline" onClick={() => setSelecting(true)}>
                          {adminMessages.selectUser}
                        </Button>
                      </Flex>
                      <Box
                        as="ul"
                        listStyleType="none"
                        margin="0"
                        padding="0"
                        maxHeight="64"
                        overflowY="auto"
                        data-testid="group-members"
                      >
                        {saved.items.map((member) => (
                          <MemberRow
                            key={member.id}
                            user={member}
                            pending={false}
                            onRemove={() => void removeSaved(member)}
                          />
                        ))}
                        {pending.map((user) => (
                          <MemberRow
                            key={user.id}
                            user={user}
                            pending
                            onRemove={() => input.onChange(held.filter((h) => h.id !== user.id))}
                          />
                        ))}
                        {mode === 'edit' && <PagedListSentinel name="group-members" list={saved} />}
                      </Box>
                      {error && (
                        <Text color="fg.error" fontSize="sm" role="alert" data-testid="group-members-error">
                          {error}
                        </Text>
                      )}
                      <SelectUserDialog
                        open={selecting}
                        fetchCandidates={fetchCandidates}
                        held={held}
                        onApply={(chosen) => {
                          input.onChange(chosen);
                          input.onBlur();
                        }}
                        onClose={() => setSelecting(false)}
                      />
                    </Box>
                  );
                }}
              </Field>
              <DetailFormButtons mode={mode} submitting={submitting} onCancel={onClose} />
            </Stack>
          </form>
        )}
      </Form>
      {group && (
        <ConfirmDeleteDialog open={confirming} onClose={() => setConfirming(false)} onConfirm={remove} />
      )}
    </DetailPanel>
  );
};
