import { useApolloClient } from '@apollo/client/react';
import { adminMessages, adminScreenTexts, passwordChangeSchema } from '@canstring/contracts';
import { FormDialog, InputField, notify } from '@canstring/ui';
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
    <FormDialog<PasswordValues>
      open={open}
      onClose={onClose}
      lazy
      testId="change-password"
      title={adminMessages.changePassword}
      formLabel={adminMessages.changePassword}
      onSubmit={submit}
      validate={validatePasswordChange}
      cancelLabel={adminScreenTexts.cancel}
      submitLabel={adminScreenTexts.update}
      submitPalette="brand"
    >
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
    </FormDialog>
  );
};
