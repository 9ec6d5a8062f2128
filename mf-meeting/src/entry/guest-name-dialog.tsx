import { guestNameSchema, guestPhoneSchema, meetingScreenTexts } from '@canstring/contracts';
import { InputField } from '@canstring/ui';
import { Button, CloseButton, chakra, Dialog, Portal, Text } from '@chakra-ui/react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';

const texts = meetingScreenTexts.entry;

export interface GuestDetails {
  name: string;
  /** E.164 form. */
  phone: string;
}

interface GuestFormValues {
  name: string;
  phone: string;
}

/** The phone number in E.164 form, read with Canada as the default country (spec 2 §1, §9). */
export const guestPhoneOf = (value: string): string | undefined => {
  const phone = guestPhoneSchema.safeParse(value);
  return phone.success ? phone.data : undefined;
};

/** The server's own rules for a guest's name and phone, run in the form first. */
export const validateGuestForm = (values: GuestFormValues) => {
  const errors: Partial<GuestFormValues> = {};
  const name = guestNameSchema.safeParse(values.name ?? '');
  if (!name.success) errors.name = name.error.issues[0]?.message;
  const phone = guestPhoneSchema.safeParse(values.phone ?? '');
  if (!phone.success) errors.phone = phone.error.issues[0]?.message;
  return errors;
};

export interface GuestNameDialogProps {
  initialName?: string;
  /** Answers an error message to show, or nothing once admitted. */
  onSubmit: (details: GuestDetails) => Promise<string | undefined>;
  /** Closing the popup leaves (to the thank-you page). */
  onClose: () => void;
}

/** The 'Enter Name' popup (spec 2 §2.10 noName): a guest gives name and phone before entering. */
export const GuestNameDialog = ({ initialName = '', onSubmit, onClose }: GuestNameDialogProps) => (
  <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} closeOnInteractOutside={false}>
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content data-testid="enter-name">
          <Dialog.Header>
            <Dialog.Title>{texts.enterName}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Form<GuestFormValues>
              initialValues={{ name: initialName, phone: '' }}
              validate={validateGuestForm}
              onSubmit={async (values) => {
                const problem = await onSubmit({
                  name: values.name.trim(),
                  phone: guestPhoneOf(values.phone)!,
                });
                return problem ? { [FORM_ERROR]: problem } : undefined;
              }}
              render={({ handleSubmit, submitting, submitError }) => (
                <chakra.form display="flex" flexDirection="column" gap="3" onSubmit={handleSubmit} noValidate>
                  <InputField name="name" label={texts.name} required autoComplete="name" />
                  <InputField name="phone" label={texts.phone} type="tel" required autoComplete="tel" />
                  {submitError && (
                    <Text color="fg.error" role="alert">
                      {submitError}
                    </Text>
                  )}
                  <Button type="submit" size="sm" alignSelf="flex-end" loading={submitting}>
                    {texts.join}
                  </Button>
                </chakra.form>
              )}
            />
          </Dialog.Body>
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" data-testid="enter-name-close" />
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
