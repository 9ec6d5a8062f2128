import { useApolloClient } from '@apollo/client/react';
import { adminMessages, adminScreenTexts, passwordChangeSchema } from '@canstring/contracts';
import { InputField, notify } from '@canstring/ui';
import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { Form } from 'react-final-form';
import { useReportProblem } from '../common/admin-access';
import { formErrorsOf } from '../common/form-errors';
import { CHANGE_USER_PASSWORD } from '../graphql/documents';

interface PasswordValues {
  newPassword?: string;
  confirmPassword?: string;
}

/** New and confirmed password, at least 5 characters and equal ('Passwords need to match!'). */
export const validatePasswordChange = (values: PasswordValues): Record<string, string> =>
  formErrorsOf(
    passwordChangeSchema.safeParse({
      newPassword: values.newPassword ?? '',
      confirmPassword: values.confirmPassword ?? '',
    }).error,
  );

export interface ChangePasswordDialogProps {
  userId: string;
  open: boolean;
  onClose: () => void;
}

/** 'Change Password' for another account; the server also ends that account's sessions. */
export const ChangePasswordDialog = ({ userId, open, onClose }: ChangePasswordDialogProps) => {
  const client = useApolloClient();
  const report = useReportProblem();
  const submit = async (values: PasswordValues) => {
    try {
      await client.mutate({
        mutation: CHANGE_USER_PASSWORD,
        variables: {
          id: userId,
          newPassword: values.newPassword ?? '',
          confirmPassword: values.confirmPassword ?? '',
        },
      });
      notify(adminMessages.passwordUpdated, 'success');
      onClose();
      return undefined;
    } catch (error) {
      return report(error).fields;
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="change-password">
            <Form<PasswordValues> onSubmit={submit} validate={validatePasswordChange}>
              {({ handleSubmit, submitting }) => (
                <form onSubmit={handleSubmit} noValidate aria-label={adminMessages.changePassword}>
                  <Dialog.Header>
                    <Dialog.Title>{adminMessages.changePassword}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="3">
                      <InputField
                        name="newPassword"
                        label={adminScreenTexts.fields.newPassword}
                        type="password"
                        autoComplete="new-password"
                        required
                      />
                      <InputField
                        name="confirmPassword"
                        label={adminScreenTexts.fields.confirmPassword}
                        type="password"
                        autoComplete="new-password"
                        required
                      />
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button variant="outline" onClick={onClose}>
                      {adminScreenTexts.cancel}
                    </Button>
                    <Button type="submit" colorPalette="brand" loading={submitting}>
                      {adminScreenTexts.update}
                    </Button>
                  </Dialog.Footer>
                </form>
              )}
            </Form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
