import type { User, UserSummary } from '@canstring/contracts';
import type { UserRow } from './schema';

/** The one place a stored account becomes the contracts' User; the password hash never leaves. */
export const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role,
  phone: row.phone,
  rollNumber: row.rollNumber,
  regNumber: row.regNumber,
  aadharNumber: row.aadharNumber,
  panNumber: row.panNumber,
  emisNumber: row.emisNumber,
  gender: row.gender,
  classGroup: row.classGroup,
  otherIds: row.otherIds,
  notes: row.notes,
  address: row.address,
  city: row.city,
  state: row.state,
  zip: row.zip,
  icon: row.icon,
  active: row.active,
  status: row.status,
  pinVerification: row.pinVerification,
  createdAt: row.createdAt.toISOString(),
});

/** The short entry of pickers and directories. */
export const toUserSummary = (row: UserRow): UserSummary => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  role: row.role,
  active: row.active,
  phone: row.phone,
});
