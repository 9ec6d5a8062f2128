import type { Session, User } from '@canstring/contracts';

/** A user as the old REST contract names it (spec 1 §3 "User"; the password is never part of it). */
export interface LegacyUser {
  user_id: number;
  first_name: string;
  last_name: string | null;
  email_id: string;
  user_role: number;
  phone_no: string | null;
  roll_number: string | null;
  reg_number: string | null;
  aadhar_number: string | null;
  user_address: string | null;
  user_city: string | null;
  pan_number: string | null;
  user_state: string | null;
  user_zip: string | null;
  emis_number: string | null;
  gender: string | null;
  class_group: string | null;
  other_ids: string | null;
  user_notes: string | null;
  user_icon: string | null;
  acc_active: boolean;
  createdAt: string;
}

/** The one mapping from the services' user to the old contract's field names. */
export const toLegacyUser = (user: User): LegacyUser => ({
  user_id: user.id,
  first_name: user.firstName,
  last_name: user.lastName,
  email_id: user.email,
  user_role: user.role,
  phone_no: user.phone,
  roll_number: user.rollNumber,
  reg_number: user.regNumber,
  aadhar_number: user.aadharNumber,
  user_address: user.address,
  user_city: user.city,
  pan_number: user.panNumber,
  user_state: user.state,
  user_zip: user.zip,
  emis_number: user.emisNumber,
  gender: user.gender,
  class_group: user.classGroup,
  other_ids: user.otherIds,
  user_notes: user.notes,
  user_icon: user.icon,
  acc_active: user.active,
  createdAt: user.createdAt,
});

/** The answer of a completed sign-in: the fields the old client stores as its session (spec 1 §3). */
export const legacySessionAnswer = (session: Session, message: string) => ({
  success: true,
  message,
  token: session.token,
  user_id: session.user.id,
  user_role: session.user.role,
  email_id: session.user.email,
  userDetail: toLegacyUser(session.user),
});
