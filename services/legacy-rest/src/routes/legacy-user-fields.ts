import type { User, UserSummary } from '@canstring/contracts';
import { namesFromServices } from './legacy-input';

/**
 * The old contract's name of each user field the services exchange (spec 1 §3 "User"), for what the old
 * client sends. What the adapter answers goes through `toLegacyUser`; a test holds the two in agreement.
 */
export const legacyUserFieldNames = {
  first_name: 'firstName',
  last_name: 'lastName',
  email_id: 'email',
  user_role: 'role',
  phone_no: 'phone',
  roll_number: 'rollNumber',
  reg_number: 'regNumber',
  aadhar_number: 'aadharNumber',
  pan_number: 'panNumber',
  emis_number: 'emisNumber',
  gender: 'gender',
  other_ids: 'otherIds',
  user_notes: 'notes',
  user_address: 'address',
  user_city: 'city',
  user_state: 'state',
  user_zip: 'zip',
} as const satisfies Record<string, keyof User>;

/** The old client sends numbers where the services keep text (a zip, a phone) and digit strings as ids. */
const asText = (value: unknown): unknown => (typeof value === 'number' ? String(value) : value);
const asNumber = (value: unknown): unknown =>
  typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value;
/** The class room selection: one id, a list, or comma-separated ids; nothing means "leave as is". */
const asIdList = (value: unknown): unknown => {
  if (value === null || value === undefined || value === '') return undefined;
  if (Array.isArray(value)) return value.map(asNumber);
  if (typeof value === 'string') return value.split(',').map((id) => asNumber(id.trim()));
  return [asNumber(value)];
};

/**
 * What the old client sent for a user, under the services' field names (unknown fields are dropped).
 * The groups come as class_group on creation and as groupIdList on an edit (which wins when both come).
 */
export const fromLegacyUserFields = (body: Record<string, unknown>): Record<string, unknown> => {
  const fields: Record<string, unknown> = {};
  for (const [legacy, field] of Object.entries(legacyUserFieldNames)) {
    if (body[legacy] === undefined) continue;
    fields[field] = field === 'role' ? asNumber(body[legacy]) : asText(body[legacy]);
  }
  if (body.password !== undefined) fields.password = body.password;
  const groupIds = asIdList(body.groupIdList ?? body.class_group);
  if (groupIds !== undefined) fields.groupIds = groupIds;
  return fields;
};

/** Renames the services' field names in input problems back to the names the client sent. */
export const legacyUserNames = (body: Record<string, unknown>): Record<string, string> => ({
  ...namesFromServices(legacyUserFieldNames),
  password: 'password',
  groupIds: body.groupIdList !== undefined ? 'groupIdList' : 'class_group',
});

/** A password change as the services name it ({confirm_password, new_password, user_id}). */
export const fromLegacyPasswordChange = (body: Record<string, unknown>) => ({
  newPassword: body.new_password,
  confirmPassword: body.confirm_password,
});
export const legacyPasswordNames = { newPassword: 'new_password', confirmPassword: 'confirm_password' };

export const fullNameOf = (user: Pick<UserSummary, 'firstName' | 'lastName'>): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ');

/** A directory entry (active users, non-members) under the old contract's names, as `toLegacyUser` names them. */
export const toLegacyUserSummary = (user: UserSummary) => ({
  user_id: user.id,
  first_name: user.firstName,
  last_name: user.lastName,
  full_name: fullNameOf(user),
  email_id: user.email,
  user_role: user.role,
  acc_active: user.active,
});
