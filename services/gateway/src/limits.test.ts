import { OPERATION_LIMITS } from '@canstring/contracts';
import { createLogger } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import { startUserServiceForTest } from '@canstring/user-service/testing';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { type RunningGateway, startGateway } from './gateway';
import { type GraphQLAnswer, graphqlRequest, meQuery, signInMutation } from './test-support/test-client';

type TestUsers = Awaited<ReturnType<typeof startUserServiceForTest>>;
type Answer = Pick<GraphQLAnswer, 'data' | 'errors'>;

const log = createLogger('gateway-limits-test', 'silent');
let nats: TestNats;
let users: TestUsers;
/** The gateway as deployed: the default bounds and rate limits. */
let gateway: RunningGateway;
/** Small budgets, behind one trusted proxy so each test can come from its own address. */
let tight: RunningGateway;
/** At most two operations running at once on a socket. */
let narrow: RunningGateway;
const clients: Client[] = [];

const TIGHT = {
  operationsPerToken: { points: 4, seconds: 60 },
  operationsPerAddress: { points: 6, seconds: 60 },
  visitorMutationsPerAddress: { points: 3, seconds: 60 },
};

beforeAll(async () => {
  nats = await startNatsServer();
  users = await startUserServiceForTest({ natsUrl: nats.url });
  gateway = await startGateway({ natsUrl: nats.url, port: 0, log });
  tight = await startGateway({ natsUrl: nats.url, port: 0, log, rateLimits: TIGHT, trustedProxyHops: 1 });
  narrow = await startGateway({ natsUrl: nats.url, port: 0, log, wsMaxOperationsPerSocket: 2 });
});
afterAll(async () => {
  for (const client of clients) await client.dispose();
  await narrow?.stop();
  await tight?.stop();
  await gateway?.stop();
  await users?.stop();
  await nats.stop();
});

let counter = 0;
/** A new member's session, signed in through the default gateway. */
const memberToken = async (): Promise<string> => {
  counter += 1;
  const email = `bounded${counter}@example.org`;
  await users.addUser({ email, password: 'secret-limits', firstName: `Bounded${counter}` });
  const answer = await graphqlRequest<{ signIn: { token: string } }>(gateway.url, signInMutation, {
    variables: { email, password: 'secret-limits' },
  });
  const token = answer.data?.signIn.token;
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(answer.errors)}`);
  return token;
};

const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.code;
const from = (address: string) => ({ 'x-forwarded-for': address });

/** `count` aliases of `me`, the request that once kept the user service busy for everyone. */
const aliasesOfMe = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: me { id firstName }`).join(' ')} }`;

const connect = (url: string, connectionParams: Record<string, unknown>) => {
  const client = createClient({
    url: url.replace(/^http/, 'ws'),
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
    lazy: false,
  });
  clients.push(client);
  return client;
};

/** Runs one operation on the socket to its end: its last result, or the errors it was refused with. */
const once = (client: Client, query: string) =>
  new Promise<Answer>((resolve) => {
    let result: Answer = {};
    client.subscribe(
      { query },
      {
        next: (value) => {
          result = value as Answer;
        },
        error: (errors) => resolve({ errors: errors as Answer['errors'] }),
        complete: () => resolve(result),
      },
    );
  });

describe('bounds on one operation', () => {
  it('refuses the 1,000-alias request at once while a concurrent member is answered', async () => {
    const [attacker, member] = await Promise.all([memberToken(), memberToken()]);
    const attacks = Array.from({ length: 10 }, () =>
      graphqlRequest(gateway.url, aliasesOfMe(1_000), { token: attacker }),
    );
    const answered = graphqlRequest<{ me: { id: string } }>(gateway.url, meQuery, { token: member });
    const [refusals, meanwhile] = await Promise.all([Promise.all(attacks), answered]);
    for (const refusal of refusals) {
      expect(refusal.status).toBe(400);
      expect(refusal.data).toBeUndefined();
      expect(codeOf(refusal)).toBe('QUERY_TOO_COMPLEX');
      expect(refusal.errors?.[0]?.message).toMatch(/too large or too complex/);
    }
    expect(meanwhile.status).toBe(200);
    expect(meanwhile.errors).toBeUndefined();
    expect(meanwhile.data?.me.id).toBeTruthy();
  });

  it('refuses more aliases than the bound, saying how many', async () => {
    const token = await memberToken();
    const answer = await graphqlRequest(gateway.url, aliasesOfMe(OPERATION_LIMITS.maxAliases + 1), { token });
    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual([
      {
        message: expect.stringContaining(`Aliases limit of ${OPERATION_LIMITS.maxAliases} exceeded`),
        extensions: { code: 'QUERY_TOO_COMPLEX' },
      },
    ]);
    const within = await graphqlRequest(gateway.url, aliasesOfMe(2), { token });
    expect(within.errors).toBeUndefined();
  });

  it('refuses a document nested deeper than the bound before reading its fields', async () => {
    const depth = OPERATION_LIMITS.maxDepth + 1;
    const deep = `{ ${'me { '.repeat(depth)}id${' }'.repeat(depth)} }`;
    const answer = await graphqlRequest(gateway.url, deep);
    expect(answer.status).toBe(400);
    expect(codeOf(answer)).toBe('QUERY_TOO_COMPLEX');
    expect(answer.errors?.[0]?.message).toContain('depth limit');
  });

  it('refuses too many fields (fragments counted as expanded) and too high a cost', async () => {
    const token = await memberToken();
    const spreads = Math.ceil(OPERATION_LIMITS.maxFields / 5) + 1;
    const manyFields = `query { me { ${'...Person '.repeat(spreads)}} } fragment Person on User { id email firstName role status }`;
    const fields = await graphqlRequest(gateway.url, manyFields, { token });
    expect(fields.status).toBe(400);
    expect(fields.errors?.[0]).toEqual({
      message: expect.stringContaining(`more than ${OPERATION_LIMITS.maxFields} fields`),
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });

    // Deep enough for the cost's weighting per level to add up, with few fields and within the depth.
    const nested = (levels: number, leaves: string): string =>
      levels === 0 ? leaves : `n { ${nested(levels - 1, leaves)} }`;
    const costly = `{ ${nested(OPERATION_LIMITS.maxDepth - 1, 'a b c d e f g h i j k l m n o p q r s t')} }`;
    const cost = await graphqlRequest(gateway.url, costly, { token });
    expect(cost.status).toBe(400);
    expect(codeOf(cost)).toBe('QUERY_TOO_COMPLEX');
    expect(cost.errors?.[0]?.message).toContain('Cost limit');
  });

  it('refuses a document over the token bound before parsing it all', async () => {
    const answer = await graphqlRequest(
      gateway.url,
      `{ ${'__typename '.repeat(OPERATION_LIMITS.maxTokens)}}`,
    );
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]).toEqual({
      message: expect.stringContaining(`more than ${OPERATION_LIMITS.maxTokens} tokens`),
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
  });

  it('applies the same bounds over graphql-ws, answering on the open socket', async () => {
    const token = await memberToken();
    const client = connect(gateway.url, { token });
    const refused = await once(client, aliasesOfMe(1_000));
    expect(codeOf(refused)).toBe('QUERY_TOO_COMPLEX');
    const answered = await once(client, meQuery);
    expect(answered.errors).toBeUndefined();
    expect((answered.data as { me: { id: string } }).me.id).toBeTruthy();
  });
});

describe('rate limits', () => {
  it("limits one session's operations wherever they come from, and says when to retry", async () => {
    const [spender, other] = await Promise.all([memberToken(), memberToken()]);
    for (let i = 0; i < TIGHT.operationsPerToken.points; i++) {
      expect(
        (await graphqlRequest(tight.url, meQuery, { token: spender, headers: from('10.1.0.1') })).errors,
      ).toBeUndefined();
    }
    const refused = await graphqlRequest(tight.url, meQuery, { token: spender, headers: from('10.1.0.2') });
    expect(refused.status).toBe(429);
    expect(refused.errors).toEqual([
      {
        message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
        extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) },
      },
    ]);
    const retryAfter = refused.errors?.[0]?.extensions?.retryAfterSeconds as number;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(TIGHT.operationsPerToken.seconds);
    expect(refused.headers.get('retry-after')).toBe(String(retryAfter));

    const answered = await graphqlRequest(tight.url, meQuery, { token: other, headers: from('10.1.0.1') });
    expect(answered.errors).toBeUndefined();
  });

  it("limits one address's operations, whoever sends them", async () => {
    for (let i = 0; i < TIGHT.operationsPerAddress.points; i++) {
      expect(
        (await graphqlRequest(tight.url, '{ __typename }', { headers: from('10.2.0.1') })).errors,
      ).toBeUndefined();
    }
    const refused = await graphqlRequest(tight.url, '{ __typename }', { headers: from('10.2.0.1') });
    expect(refused.status).toBe(429);
    expect(codeOf(refused)).toBe('RATE_LIMITED');
    const elsewhere = await graphqlRequest(tight.url, '{ __typename }', { headers: from('10.2.0.2') });
    expect(elsewhere.errors).toBeUndefined();
  });

  it("limits an address's visitor mutations more tightly than its other operations", async () => {
    const signIn = (n: number) =>
      graphqlRequest(tight.url, signInMutation, {
        variables: { email: `nobody${n}@example.org`, password: 'wrong-password' },
        headers: from('10.3.0.1'),
      });
    for (let i = 0; i < TIGHT.visitorMutationsPerAddress.points; i++) {
      const answer = await signIn(i);
      expect(codeOf(answer)).not.toBe('RATE_LIMITED');
    }
    const refused = await signIn(99);
    expect(refused.status).toBe(429);
    expect(codeOf(refused)).toBe('RATE_LIMITED');
    expect(refused.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);

    // The same address still has operations left for anything else.
    const token = await memberToken();
    const answered = await graphqlRequest(tight.url, meQuery, { token, headers: from('10.3.0.1') });
    expect(answered.errors).toBeUndefined();
  });

  it('counts graphql-ws operations against the same budget', async () => {
    const token = await memberToken();
    for (let i = 0; i < TIGHT.operationsPerToken.points; i++) {
      expect(
        (await graphqlRequest(tight.url, meQuery, { token, headers: from('10.4.0.1') })).errors,
      ).toBeUndefined();
    }
    const client = connect(tight.url, { token });
    const refused = await once(client, meQuery);
    expect(refused.errors?.[0]?.extensions).toEqual({
      code: 'RATE_LIMITED',
      retryAfterSeconds: expect.any(Number),
    });
  });

  it('limits the operations running at once on one socket', async () => {
    const token = await memberToken();
    const client = connect(narrow.url, { token });
    const events = (query: string) => {
      const errors: unknown[] = [];
      const stop = client.subscribe(
        { query },
        { next: () => undefined, error: (e) => errors.push(e), complete: () => undefined },
      );
      return { stop, errors };
    };
    const first = events('subscription { presenceChanged { userId online } }');
    const second = events('subscription { presenceChanged { userId online } }');
    const third = await once(client, meQuery);
    expect(third.errors).toEqual([
      {
        message:
          'Too many operations at once on this connection (at most 2). Finish some before starting more.',
        extensions: { code: 'RATE_LIMITED' },
      },
    ]);
    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);

    first.stop();
    const afterOneEnded = await once(client, meQuery);
    expect(afterOneEnded.errors).toBeUndefined();
  });
});
