import { useApolloClient } from '@apollo/client/react';
import { adminMessages, adminScreenTexts, roleNames } from '@canstring/contracts';
import { InputField, notify, SelectField, TextAreaField } from '@canstring/ui';
import { Box, Button, HStack, SimpleGrid, Spinner, Stack, Switch } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { useReportProblem } from '../common/admin-access';
import { ConfirmDeleteDialog } from '../common/confirm-delete-dialog';
import { DetailFormButtons, DetailPanel } from '../common/detail-panel';
import { CREATE_USER, DELETE_USER, TOGGLE_USER_ACTIVE, UPDATE_USER, USER } from '../graphql/documents';
import type { AdminUser, RoleOption } from '../graphql/types';
import { ChangePasswordDialog } from './change-password-dialog';
import { ClassRoomField } from './class-room-field';
import { StatusMarker } from './status-marker';
import {
  formValuesOf,
  optionalTextFields,
  type UserFormMode,
  type UserFormValues,
  userInputFrom,
  validateUserForm,
} from './user-form-values';

const labels = adminScreenTexts.fields;

/** Role 1 is never offered: all but it on creation, only role 2 on edit (spec 1 §3). */
export const roleOptionsFor = (mode: UserFormMode, roles: readonly RoleOption[], current?: number) => {
  const offered = roles.filter((role) => (mode === 'create' ? role.roleId !== 1 : role.roleId === 2));
  const options = offered.map((role) => ({ value: String(role.roleId), label: role.roleName }));
  // An account holding a role not offered shows it, so the refusal on its field makes sense.
  if (current !== undefined && !offered.some((role) => role.roleId === current)) {
    options.unshift({
      value: String(current),
      label: roleNames[current as keyof typeof roleNames] ?? String(current),
    });
  }
  return options;
};

export interface UserFormProps {
  mode: UserFormMode;
  /** The account shown, in edit mode. */
  userId?: string;
  roles: readonly RoleOption[];
  onCreated: (user: AdminUser) => void;
  onChanged: (user: Pick<AdminUser, 'id'> & Partial<AdminUser>) => void;
  onDeleted: (userId: string) => void;
  onClose: () => void;
}

interface Loaded {
  user: AdminUser;
  groupIds: string[];
}

/** 'User Creation' / 'User Details' (spec 1 §2, §5, §8). */
export const UserForm = ({
  mode,
  userId,
  roles,
  onCreated,
  onChanged,
  onDeleted,
  onClose,
}: UserFormProps) => {
  const client = useApolloClient();
  const report = useReportProblem();
  const [loaded, setLoaded] = useState<Loaded>();
  /** The form's starting values: set on load and after a save, not when only the active flag moves. */
  const [initialValues, setInitialValues] = useState<UserFormValues>(() => ({
    role: roleOptionsFor('create', roles)[0]?.value,
    groupIds: [],
  }));
  const [confirming, setConfirming] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [toggling, setToggling] = useState(false);

  useEffect(() => {
    if (mode !== 'edit' || !userId) return;
    let live = true;
    setLoaded(undefined);
    client.query({ query: USER, variables: { id: userId }, fetchPolicy: 'network-only' }).then(
      (result) => {
        if (!live || !result.data) return;
        setLoaded(result.data.user);
        setInitialValues(formValuesOf(result.data.user.user, result.data.user.groupIds));
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
  }, [client, mode, userId, report, onClose]);

  if (mode === 'edit' && !loaded) {
    return (
      <Box padding="6" aria-busy="true">
        <Spinner size="sm" />
      </Box>
    );
  }
  const user = loaded?.user;

  const submit = async (values: UserFormValues) => {
    try {
      if (mode === 'create') {
        const result = await client.mutate({
          mutation: CREATE_USER,
          variables: { input: userInputFrom('create', values) },
        });
        notify(adminMessages.userCreated, 'success');
        if (result.data) onCreated(result.data.createUser);
      } else if (user) {
        const result = await client.mutate({
          mutation: UPDATE_USER,
          variables: { id: user.id, input: userInputFrom('edit', values) },
        });
        notify(adminMessages.userUpdated, 'success');
        if (result.data) {
          const groupIds = values.groupIds ?? [];
          setLoaded({ user: result.data.updateUser, groupIds });
          setInitialValues(formValuesOf(result.data.updateUser, groupIds));
          onChanged(result.data.updateUser);
        }
      }
      return undefined;
    } catch (error) {
      return report(error).fields;
    }
  };

  const toggleActive = async () => {
    if (!user) return;
    setToggling(true);
    try {
      const result = await client.mutate({ mutation: TOGGLE_USER_ACTIVE, variables: { id: user.id } });
      const active = result.data?.toggleUserActive ?? user.active;
      setLoaded((current) => current && { ...current, user: { ...current.user, active } });
      onChanged({ id: user.id, active });
    } catch (error) {
      report(error);
    } finally {
      setToggling(false);
    }
  };

  const remove = async () => {
    if (!user) return;
    try {
      await client.mutate({ mutation: DELETE_USER, variables: { id: user.id } });
      notify(adminMessages.userDeleted, 'success');
      onDeleted(user.id);
    } catch (error) {
      report(error);
    }
  };

  const title = mode === 'create' ? adminMessages.userCreation : adminMessages.userDetails;
  return (
    <DetailPanel
      testId="user-form"
      title={title}
      onClose={onClose}
      headerExtra={user && <StatusMarker active={user.active} />}
    >
      {user && (
        <HStack gap="3" marginBottom="4" wrap="wrap">
          <Switch.Root
            checked={user.active}
            disabled={toggling}
            onCheckedChange={() => void toggleActive()}
            data-testid="user-active-toggle"
          >
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{adminScreenTexts.accountActive}</Switch.Label>
          </Switch.Root>
          <Button size="sm" variant="outline" onClick={() => setChangingPassword(true)}>
            {adminMessages.changePassword}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            {adminScreenTexts.delete}
          </Button>
        </HStack>
      )}
      <Form<UserFormValues> onSubmit={submit} validate={validateUserForm(mode)} initialValues={initialValues}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            <Stack gap="3">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                <InputField name="firstName" label={labels.firstName} required />
                <InputField name="lastName" label={labels.lastName} />
                <SelectField
                  name="role"
                  label={labels.role}
                  required
                  options={roleOptionsFor(mode, roles, user?.role)}
                />
                <InputField name="phone" label={labels.phone} type="tel" autoComplete="off" required />
                <InputField
                  name="email"
                  label={labels.email}
                  type="email"
                  autoComplete="off"
                  required={mode === 'create'}
                  readOnly={mode === 'edit'}
                />
                {mode === 'create' && (
                  <InputField
                    name="password"
                    label={labels.password}
                    type="password"
                    autoComplete="new-password"
                    required
                  />
                )}
                {optionalTextFields
                  .filter((field) => field !== 'notes')
                  .map((field) => (
                    <InputField key={field} name={field} label={labels[field]} />
                  ))}
              </SimpleGrid>
              <TextAreaField name="notes" label={labels.notes} />
              <ClassRoomField />
              <DetailFormButtons mode={mode} submitting={submitting} onCancel={onClose} />
            </Stack>
          </form>
        )}
      </Form>
      {user && (
        <>
          <ConfirmDeleteDialog open={confirming} onClose={() => setConfirming(false)} onConfirm={remove} />
          <ChangePasswordDialog
            userId={user.id}
            open={changingPassword}
            onClose={() => setChangingPassword(false)}
          />
        </>
      )}
    </DetailPanel>
  );
};
