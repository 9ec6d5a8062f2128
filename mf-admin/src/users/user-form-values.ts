import { messages, newUserSchema, userProfileSchema } from '@canstring/contracts';
import { formErrorsOf } from '../common/form-errors';
import type { AdminUser, NewUserInput, UserProfileInput } from '../graphql/types';

export type UserFormMode = 'create' | 'edit';

/** The optional free-text fields of the user form, in the order it shows them. */
export const optionalTextFields = [
  'rollNumber',
  'regNumber',
  'aadharNumber',
  'panNumber',
  'emisNumber',
  'gender',
  'otherIds',
  'address',
  'city',
  'state',
  'zip',
  'notes',
] as const;
type OptionalTextField = (typeof optionalTextFields)[number];

/** What the inputs hold: text as typed, the role as the select's value, group ids as GraphQL IDs. */
export type UserFormValues = Partial<Record<OptionalTextField, string>> & {
  firstName?: string;
  lastName?: string;
  role?: string;
  phone?: string;
  email?: string;
  password?: string;
  groupIds?: string[];
};

/** The form's values in the shape the contract's schema checks (the same schema the server runs). */
const candidateOf = (mode: UserFormMode, values: UserFormValues) => ({
  firstName: values.firstName ?? '',
  lastName: values.lastName,
  role: values.role ? Number(values.role) : undefined,
  phone: values.phone ?? '',
  ...Object.fromEntries(optionalTextFields.map((field) => [field, values[field]])),
  groupIds: (values.groupIds ?? []).map(Number),
  ...(mode === 'create' ? { email: values.email ?? '', password: values.password ?? '' } : {}),
});

const schemaOf = (mode: UserFormMode) => (mode === 'create' ? newUserSchema : userProfileSchema);

/**
 * Final-form validation of the user form with the contract's schema (`newUserSchema` on creation,
 * `userProfileSchema` on edit): each failure lands on its own field.
 */
export const validateUserForm =
  (mode: UserFormMode) =>
  (values: UserFormValues): Record<string, string> => {
    const errors = formErrorsOf(schemaOf(mode).safeParse(candidateOf(mode, values)).error);
    // An unchosen role is a missing field, not a refused role.
    if (!values.role) errors.role = messages.fieldRequired;
    return errors;
  };

/** The mutation input of valid form values: trimmed, the phone in E.164 form, blanks as null. */
export function userInputFrom(mode: 'create', values: UserFormValues): NewUserInput;
export function userInputFrom(mode: 'edit', values: UserFormValues): UserProfileInput;
export function userInputFrom(mode: UserFormMode, values: UserFormValues): UserProfileInput | NewUserInput {
  const parsed = schemaOf(mode).parse(candidateOf(mode, values));
  return { ...parsed, groupIds: (parsed.groupIds ?? []).map(String) } as UserProfileInput | NewUserInput;
}

/** The form's starting values for an existing account. */
export const formValuesOf = (user: AdminUser, groupIds: readonly string[]): UserFormValues => ({
  firstName: user.firstName,
  lastName: user.lastName ?? '',
  role: String(user.role),
  phone: user.phone ?? '',
  email: user.email,
  ...Object.fromEntries(optionalTextFields.map((field) => [field, user[field] ?? ''])),
  groupIds: [...groupIds],
});
