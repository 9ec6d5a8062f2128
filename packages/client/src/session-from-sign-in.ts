import type { StoredSession } from '@canstring/contracts';
import type { SessionResult } from './user/types';

/** Maps the gateway's Session onto the stored shape the spec names (legacy field names). */
export const storedSessionFrom = (session: SessionResult, device: string): StoredSession => {
  const userId = Number(session.user.id);
  return {
    token: session.token,
    user_id: userId,
    user_role: session.user.role,
    email_id: session.user.email,
    device,
    userDetail: {
      first_name: session.user.firstName,
      last_name: session.user.lastName ?? null,
      user_id: userId,
      user_role: session.user.role,
      email_id: session.user.email,
    },
    expires_at: session.expiresAt,
  };
};
