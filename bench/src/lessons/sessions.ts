import type { StoredSession } from '@canstring/contracts';
import { graphql, type Member } from '@canstring/e2e/kit/admin-kit';
import type { APIRequestContext } from '@playwright/test';

/** A member's session as the shell keeps it after signing in (the sign-in screen is not what is measured). */
export const storedSessionFor = async (
  request: APIRequestContext,
  member: Member,
): Promise<StoredSession> => {
  const answer = await graphql<{
    signIn: {
      token: string;
      expiresAt: string;
      user: { id: string; firstName: string; lastName: string | null; role: number };
    };
  }>(
    request,
    `mutation ($email: String!, $password: String!) {
      signIn(email: $email, password: $password) { ... on Session { token expiresAt user { id firstName lastName role } } }
    }`,
    { email: member.email, password: member.password },
  );
  const session = answer.data?.signIn;
  if (!session) throw new Error(`${member.email} could not sign in: ${JSON.stringify(answer.errors)}`);
  const userId = Number(session.user.id);
  const detail = {
    first_name: session.user.firstName,
    last_name: session.user.lastName,
    user_id: userId,
    user_role: session.user.role,
    email_id: member.email,
  };
  return {
    token: session.token,
    user_id: userId,
    user_role: session.user.role,
    email_id: member.email,
    device: 'web',
    userDetail: detail,
    expires_at: session.expiresAt,
  };
};
