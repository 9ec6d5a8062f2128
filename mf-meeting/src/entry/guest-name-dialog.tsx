import { guestNameSchema, guestPhoneSchema, meetingScreenTexts } from '@canstring/contracts';
import { FormDialog, InputField } from '@canstring/ui';
import { Text } from '@chakra-ui/react';
import { FORM_ERROR } from 'final-form';

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
  /** The meeting the visitor is entering, named above the fields. */
  meetingTitle: string;
  initialName?: string;
  /** Answers an error message to show, or nothing once admitted. */
  onSubmit: (details: GuestDetails) => Promise<string | undefined>;
  /** Closing the popup leaves (to the thank-you page). */
  onClose: () => void;
}

/** The 'Enter Name' popup (spec 2 §2.10 noName): a guest gives name and phone before entering. */
export const GuestNameDialog = ({
  meetingTitle,
  initialName = '',
  onSubmit,
  onClose,
}: GuestNameDialogProps) => (
  <FormDialog<GuestFormValues>
    onClose={onClose}
    keepOnOutsideClick
    testId="enter-name"
    closeTestId="enter-name-close"
    title={texts.enterName}
    initialValues={{ name: initialName, phone: '' }}
    validate={validateGuestForm}
    onSubmit={async (values) => {
      const problem = await onSubmit({
        name: values.name.trim(),
        phone: guestPhoneOf(values.phone)!,
      });
      return problem ? { [FORM_ERROR]: problem } : undefined;
    }}
    submitLabel={texts.join}
    buttonSize="sm"
  >
    <Text fontWeight="semibold" data-testid="enter-name-meeting">
      {texts.meetingTitle(meetingTitle)}
    </Text>
    <InputField name="name" label={texts.name} required autoComplete="name" />
    <InputField name="phone" label={texts.phone} type="tel" required autoComplete="tel" />
  </FormDialog>
);
