import { randomBytes } from 'node:crypto';
import { type Actor, groupEndpoints, userAdminEndpoints, userEndpoints } from '@canstring/contracts';
import { call, type NatsConnection } from '@canstring/service-kit';

/** How many sign-ins run at once (each hashes a password). */
const SIGN_IN_CONCURRENCY = 4;

export interface BenchAudience {
  senderToken: string;
  subscriberTokens: string[];
  groupId: number;
}

/**
 * Real accounts made by the administrator through the user service, each signed in, all in one group:
 * the sender and `subscribers` members.
 */
export const createAudience = async (
  nc: NatsConnection,
  admin: Actor,
  subscribers: number,
): Promise<BenchAudience> => {
  const tag = randomBytes(3).toString('hex');
  const password = randomBytes(9).toString('hex');
  const people: { id: number; email: string }[] = [];
  for (let i = 0; i <= subscribers; i += 1) {
    const email = `bench-chat-${tag}-${i}@example.org`;
    const { user } = await call(nc, userAdminEndpoints.create, {
      actor: admin,
      user: {
        email,
        password,
        firstName: i === 0 ? 'Sender' : `Reader${i}`,
        role: 2,
        phone: '(201) 555-0100',
      },
    });
    people.push({ id: user.id, email });
  }
  const { group } = await call(nc, groupEndpoints.create, {
    actor: admin,
    group: { name: `Bench ${tag}`, userIds: people.map((p) => p.id) },
  });
  const tokens: string[] = new Array(people.length);
  let next = 0;
  const signInNext = async (): Promise<void> => {
    const index = next++;
    const person = people[index];
    if (!person) return;
    const result = await call(nc, userEndpoints.authenticate, { email: person.email, password });
    if (result.kind !== 'session') throw new Error(`no session for ${person.email}`);
    tokens[index] = result.session.token;
    return signInNext();
  };
  await Promise.all(Array.from({ length: SIGN_IN_CONCURRENCY }, signInNext));
  const [senderToken, ...subscriberTokens] = tokens as [string, ...string[]];
  return { senderToken, subscriberTokens, groupId: group.id };
};
