import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Form, type FormProps } from 'react-final-form';
import { DialogShell, type DialogShellProps } from './dialog-shell';

export interface FormDialogProps<Values> extends Omit<DialogShellProps, 'children'> {
  title: string;
  /** The form's accessible name. */
  formLabel?: string;
  initialValues?: FormProps<Values>['initialValues'];
  validate?: FormProps<Values>['validate'];
  /** Answers the fields' errors (and FORM_ERROR, shown above the buttons), or nothing once done. */
  onSubmit: FormProps<Values>['onSubmit'];
  /** Its fields. */
  children: ReactNode;
  submitLabel: string;
  /** A Cancel button beside the submit button (the close mark is always there). */
  cancelLabel?: string;
  /** The buttons' size: 'sm' in the meeting's compact screens. */
  buttonSize?: 'sm' | 'md';
  /** The submit button's palette (the theme's own when left out). */
  submitPalette?: 'brand';
}

/** A dialog holding one react-final-form form: its title, fields, the form's error, Cancel and submit. */
export const FormDialog = <Values extends object>({
  title,
  formLabel,
  initialValues,
  validate,
  onSubmit,
  children,
  submitLabel,
  cancelLabel,
  buttonSize,
  submitPalette,
  ...shell
}: FormDialogProps<Values>) => {
  const size = buttonSize ? { size: buttonSize } : {};
  return (
    <DialogShell {...shell}>
      <Form<Values>
        onSubmit={onSubmit}
        {...(initialValues ? { initialValues } : {})}
        {...(validate ? { validate } : {})}
      >
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate {...(formLabel ? { 'aria-label': formLabel } : {})}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {children}
                {submitError && (
                  <Text color="fg.error" role="alert">
                    {submitError}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {cancelLabel !== undefined && (
                <Button {...size} variant="outline" onClick={shell.onClose}>
                  {cancelLabel}
                </Button>
              )}
              <Button
                {...size}
                type="submit"
                {...(submitPalette ? { colorPalette: submitPalette } : {})}
                loading={submitting}
              >
                {submitLabel}
              </Button>
            </Dialog.Footer>
          </form>
        )}
      </Form>
    </DialogShell>
  );
};
