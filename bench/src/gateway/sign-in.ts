import { randomBytes } from 'node:crypto';

interface BenchUsers {
  addUser(user: { email: string; password: string; firstName?: string }): Promise<number> | number;
}

/** Creates a throw-away account and signs it in through the gateway, as a browser would. */
export const signInForBench = async (gatewayUrl: string, users: BenchUsers): Promise<string> => {
  const email = `bench-${randomBytes(4).toString('hex')}@example.org`;
  const password = randomBytes(12).toString('hex');
  await users.addUser({ email, password, firstName: 'Bench' });
  const response = await fetch(gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { ... on Session { token } } }',
      variables: { e: email, p: password },
    }),
  });
  const answer = (await response.json()) as { data?: { signIn?: { token?: string } }; errors?: unknown };
  const token = answer.data?.signIn?.token;
  if (!token) throw new Error(`bench sign-in failed: ${JSON.stringify(answer.errors)}`);
  return token;
};
