import { type Actor, actorSchema, ErrorCode, endpoint, type Guest, guestSchema } from '@canstring/contracts';
import { z } from 'zod';
import {
  ACTOR_ASSERTION_LIFETIME_MS,
  ASSERTION_REUSE_MS,
  assertionFor,
  identityOf,
  signActorAssertion,
  verifyActorAssertion,
} from './actor-assertion';
import { call } from './call';
import { createLogger } from './logger';
import { connectNats, type NatsConnection } from './nats';
import { handler, type RunningService, startService } from './service';
import { forgedActorAssertion, startNatsServer, type TestNats } from './testing';

const ok = z.object({ ok: z.literal(true) });
const act = endpoint('kit.act', z.object({ actor: actorSchema, note: z.string() }), ok);
const enter = endpoint(
  'kit.enter',
  z.object({ caller: z.union([z.object({ actor: actorSchema }), z.object({ guest: guestSchema })]) }),
  ok,
);
/** Calls `kit.act` for the actor it was given, or, with `as`, for someone else. */
const relay = endpoint('kit.relay', z.object({ actor: actorSchema, as: actorSchema.optional() }), ok);
const open = endpoint('kit.open', z.object({ note: z.string() }), ok);

const ana: Actor = { userId: 7, role: 2, sessionId: 'session-ana' };
const ben: Actor = { userId: 8, role: 0, sessionId: 'session-ben' };
const guest: Guest = {
  guestId: '8a6e0f7b-6f8f-4a43-9d8a-0f6b2c7e1a11',
  name: 'Gus',
  phone: '+14165550100',
  meetingAlias: 'abc-defg-hij',
  sessionId: '0e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
};

const log = createLogger('kit-test', 'silent');
let nats: TestNats;
let nc: NatsConnection;
let serviceNc: NatsConnection;
let service: RunningService;
/** What `kit.act` did: a refused request must leave this unchanged. */
const acted: string[] = [];

beforeAll(async () => {
  nats = await startNatsServer();
  nc = await connectNats(nats.url, 'edge');
  serviceNc = await connectNats(nats.url, 'kit');
  service = await startService({
    nc: serviceNc,
    name: 'kit',
    version: '1.0.0',
    description: 'assertion test service',
    log,
    handlers: [
      handler(act, async ({ actor, note }) => {
        acted.push(`${actor.userId}:${note}`);
        return { ok: true as const };
      }),
      handler(enter, async () => ({ ok: true as const })),
      handler(relay, async ({ actor, as }) => {
        await call(serviceNc, act, { actor: as ?? actor, note: 'relayed' });
        return { ok: true as const };
      }),
      handler(open, async () => ({ ok: true as const })),
    ],
  });
});
afterAll(async () => {
  await service.stop();
  await nc.close();
  await serviceNc.close();
  await nats.stop();
});
beforeEach(() => {
  acted.length = 0;
});

describe('actor assertions', () => {
  it('finds the identity an input names, at the top level or in `caller`', () => {
    expect(identityOf({ actor: ana, note: 'x' })).toEqual({ actor: ana });
    expect(identityOf({ caller: { guest } })).toEqual({ guest });
    expect(identityOf({ caller: { actor: ana } })).toEqual({ actor: ana });
    expect(identityOf({ note: 'x' })).toBeUndefined();
  });

  it('lets an edge-signed request through', async () => {
    await expect(call(nc, act, { actor: ana, note: 'signed' })).resolves.toEqual({ ok: true });
    await expect(call(nc, enter, { caller: { guest } })).resolves.toEqual({ ok: true });
    expect(acted).toEqual(['7:signed']);
  });

  it('refuses a request that names a caller without an assertion, and does nothing', async () => {
    const refusal = call(nc, act, { actor: ana, note: 'bare' }, { assertion: '' });
    await expect(refusal).rejects.toMatchObject({ code: ErrorCode.Unauthenticated });
    await expect(call(nc, enter, { caller: { guest } }, { assertion: '' })).rejects.toMatchObject({
      code: ErrorCode.Unauthenticated,
    });
    expect(acted).toEqual([]);
  });

  it('refuses an assertion signed with another key, and does nothing', async () => {
    const refusal = call(
      nc,
      act,
      { actor: ana, note: 'forged' },
      { assertion: forgedActorAssertion({ actor: ana }) },
    );
    await expect(refusal).rejects.toMatchObject({
      code: ErrorCode.Unauthenticated,
      message: "The request's caller assertion is not valid.",
    });
    const garbled = call(nc, act, { actor: ana, note: 'garbled' }, { assertion: 'not.an-assertion' });
    await expect(garbled).rejects.toMatchObject({ code: ErrorCode.Unauthenticated });
    expect(acted).toEqual([]);
  });

  it('refuses an expired assertion, and does nothing', async () => {
    const old = signActorAssertion({ actor: ana }, Date.now() - ACTOR_ASSERTION_LIFETIME_MS - 1);
    const refusal = call(nc, act, { actor: ana, note: 'late' }, { assertion: old });
    await expect(refusal).rejects.toMatchObject({
      code: ErrorCode.Unauthenticated,
      message: "The request's caller assertion has expired.",
    });
    expect(acted).toEqual([]);
  });

  it('refuses an assertion of someone else than the input names, and does nothing', async () => {
    const refusal = call(
      nc,
      act,
      { actor: ana, note: 'swapped' },
      { assertion: signActorAssertion({ actor: ben }) },
    );
    await expect(refusal).rejects.toMatchObject({ code: ErrorCode.Forbidden });
    // Same person, other session or role: not the same caller either.
    const promoted = signActorAssertion({ actor: { ...ben, role: 2 } });
    await expect(call(nc, act, { actor: ben, note: 'role' }, { assertion: promoted })).rejects.toMatchObject({
      code: ErrorCode.Forbidden,
    });
    const asGuest = signActorAssertion({ guest });
    await expect(call(nc, enter, { caller: { actor: ana } }, { assertion: asGuest })).rejects.toMatchObject({
      code: ErrorCode.Forbidden,
    });
    expect(acted).toEqual([]);
  });

  it('a service forwards the assertion it received to the services it calls', async () => {
    await expect(call(nc, relay, { actor: ana })).resolves.toEqual({ ok: true });
    expect(acted).toEqual(['7:relayed']);
  });

  it('a service cannot act for anyone but its caller: it forwards, it never signs', async () => {
    await expect(call(nc, relay, { actor: ana, as: ben })).rejects.toMatchObject({
      code: ErrorCode.Forbidden,
    });
    expect(acted).toEqual([]);
  });

  it('an edge sends one assertion per caller for a while, then signs a new one', () => {
    // Later than any assertion the other tests had signed: the first one here is new.
    const at = Date.now() + 2 * ACTOR_ASSERTION_LIFETIME_MS;
    const first = assertionFor({ actor: ana }, at);
    expect(assertionFor({ actor: ana }, at + ASSERTION_REUSE_MS - 1)).toBe(first);
    expect(assertionFor({ actor: ben }, at)).not.toBe(first);
    const next = assertionFor({ actor: ana }, at + ASSERTION_REUSE_MS);
    expect(next).not.toBe(first);
    // Each one sent has three quarters of its lifetime ahead at least.
    expect(() =>
      verifyActorAssertion(next, { actor: ana }, at + ASSERTION_REUSE_MS + ACTOR_ASSERTION_LIFETIME_MS - 1),
    ).not.toThrow();
  });

  it('a verified assertion, remembered, is still refused once expired, and for anyone else', () => {
    const at = Date.now();
    const assertion = signActorAssertion({ actor: ana }, at);
    verifyActorAssertion(assertion, { actor: ana }, at);
    expect(() => verifyActorAssertion(assertion, { actor: ben }, at)).toThrow(
      "The request's caller is not the one its assertion names.",
    );
    expect(() => verifyActorAssertion(assertion, { actor: ana }, at + ACTOR_ASSERTION_LIFETIME_MS)).toThrow(
      "The request's caller assertion has expired.",
    );
    // Its text with another signature is not the one verified.
    const [body] = assertion.split('.');
    const [, otherSignature] = forgedActorAssertion({ actor: ana }).split('.');
    expect(() => verifyActorAssertion(`${body}.${otherSignature}`, { actor: ana }, at)).toThrow(
      "The request's caller assertion is not valid.",
    );
  });

  it('asks nothing of a request that names nobody', async () => {
    await expect(call(nc, open, { note: 'anyone' }, { assertion: '' })).resolves.toEqual({ ok: true });
  });
});
