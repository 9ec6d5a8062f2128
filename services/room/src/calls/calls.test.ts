import { randomUUID } from 'node:crypto';
import {
  type Actor,
  CALL_RING_TIMEOUT_MS,
  type CallEvent,
  callEndpoints,
  callEventSchema,
  callEventSubject,
  callMessages,
  presenceEndpoints,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { createArrivals } from '@canstring/service-kit/testing';
import { NOW, type RoomTestBed, refusal, startRoomTestBed } from '../test-support/room-test-bed';

let bed: RoomTestBed;
beforeAll(async () => {
  bed = await startRoomTestBed('calls');
});
afterAll(async () => {
  await bed?.stop();
});
beforeEach(() => bed.clock.set(NOW));

/** A member with a live connection, as a gateway would announce it. */
const online = async (): Promise<Actor> => {
  const actor = await bed.newUser();
  await call(bed.nc, presenceEndpoints.connected, {
    connectionId: randomUUID(),
    instanceId: 'calls-test',
    userId: actor.userId,
  });
  return actor;
};

/** One person's call events as their gateway would receive them. */
const inbox = async (who: Actor) => {
  const events = createArrivals<CallEvent>('call event', (seen) => seen.map((e) => e.kind).join(', '));
  bed.nc.subscribe(callEventSubject(who.userId), {
    callback: (_err, msg) => events.push(callEventSchema.parse(msg.json())),
  });
  await bed.nc.flush();
  return { events: events.items, next: (match: (e: CallEvent) => boolean) => events.next(match, 3_000) };
};

const start = (caller: Actor, callee: Actor) =>
  call(bed.nc, callEndpoints.start, { actor: caller, calleeId: callee.userId });
const offer = JSON.stringify({ sdp: 'v=0\r\n' });

describe('ringing', () => {
  it('rings an online member, who attends; both hear of it', async () => {
    const [a, b] = [await online(), await online()];
    const [aBox, bBox] = [await inbox(a), await inbox(b)];
    const { call: ringing } = await start(a, b);
    expect(ringing).toMatchObject({ callerId: a.userId, calleeId: b.userId, state: 'ringing' });
    const ring = await bBox.next((e) => e.kind === 'ring');
    expect(ring.call.callId).toBe(ringing.callId);
    expect(ring.call.callerName).toMatch(/^Person/);

    const { call: open } = await call(bed.nc, callEndpoints.accept, { actor: b, callId: ringing.callId });
    expect(open.state).toBe('accepted');
    await aBox.next((e) => e.kind === 'accepted');
    await bBox.next((e) => e.kind === 'accepted');
  });

  it('refuses someone with no live connection as not available, and records nothing', async () => {
    const a = await online();
    const offline = await bed.newUser();
    const refused = await refusal(start(a, offline));
    expect(refused).toMatchObject({ code: 'UNAVAILABLE', message: callMessages.notAvailable });
    // The caller is free: a call to someone online still rings.
    await expect(start(a, await online())).resolves.toMatchObject({ call: { state: 'ringing' } });
  });

  it('refuses a deactivated account, an unknown one and oneself', async () => {
    const a = await online();
    const gone = await online();
    await bed.users.setActive(gone.userId, false);
    expect(await refusal(start(a, gone))).toMatchObject({ message: callMessages.notAvailable });
    expect(await refusal(call(bed.nc, callEndpoints.start, { actor: a, calleeId: 999_999 }))).toMatchObject({
      message: callMessages.notAvailable,
    });
    expect(await refusal(start(a, a))).toMatchObject({
      code: 'BAD_INPUT',
      message: callMessages.cannotCallYourself,
    });
  });

  it('refuses to ring someone already in a call', async () => {
    const [a, b, c] = [await online(), await online(), await online()];
    await start(a, b);
    expect(await refusal(start(c, b))).toMatchObject({ message: callMessages.notAvailable });
  });

  it('lets only the callee attend or reject, and only while it rings', async () => {
    const [a, b, stranger] = [await online(), await online(), await online()];
    const aBox = await inbox(a);
    const { call: ringing } = await start(a, b);
    const ask = { callId: ringing.callId };
    expect(await refusal(call(bed.nc, callEndpoints.accept, { actor: stranger, ...ask }))).toMatchObject({
      code: 'FORBIDDEN',
      message: callMessages.notInCall,
    });
    expect(await refusal(call(bed.nc, callEndpoints.accept, { actor: a, ...ask }))).toMatchObject({
      message: callMessages.onlyCalleeAnswers,
    });
    await call(bed.nc, callEndpoints.reject, { actor: b, ...ask });
    const rejected = await aBox.next((e) => e.kind === 'rejected');
    expect(rejected.call.state).toBe('rejected');
    expect(await refusal(call(bed.nc, callEndpoints.accept, { actor: b, ...ask }))).toMatchObject({
      code: 'CONFLICT',
      message: callMessages.callOver,
    });
  });

  it('ends a ring nobody answers after the timeout as missed', async () => {
    const [a, b] = [await online(), await online()];
    const aBox = await inbox(a);
    const { call: ringing } = await start(a, b);
    bed.clock.advance(CALL_RING_TIMEOUT_MS - 1_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(aBox.events.some((e) => e.kind === 'missed')).toBe(false);
    bed.clock.advance(2_000);
    const missed = await aBox.next((e) => e.kind === 'missed');
    expect(missed.call).toMatchObject({ callId: ringing.callId, state: 'missed' });
    expect(
      await refusal(call(bed.nc, callEndpoints.accept, { actor: b, callId: ringing.callId })),
    ).toMatchObject({ message: callMessages.callOver });
  });

  it('cancels a ring the caller hangs up', async () => {
    const [a, b] = [await online(), await online()];
    const bBox = await inbox(b);
    const { call: ringing } = await start(a, b);
    await call(bed.nc, callEndpoints.leave, { actor: a, callId: ringing.callId });
    expect((await bBox.next((e) => e.kind === 'cancelled')).call.state).toBe('cancelled');
  });
});

describe('signals', () => {
  const openCall = async () => {
    const [a, b] = [await online(), await online()];
    const [aBox, bBox] = [await inbox(a), await inbox(b)];
    const { call: ringing } = await start(a, b);
    return { a, b, aBox, bBox, callId: ringing.callId };
  };

  it('are refused before the call is accepted', async () => {
    const { a, callId } = await openCall();
    expect(
      await refusal(call(bed.nc, callEndpoints.signal, { actor: a, callId, type: 'offer', payload: offer })),
    ).toMatchObject({ code: 'CONFLICT', message: callMessages.notConnected });
  });

  it('go to the other person only, and only from the two of the call', async () => {
    const { a, b, aBox, bBox, callId } = await openCall();
    const stranger = await online();
    const strangerBox = await inbox(stranger);
    await call(bed.nc, callEndpoints.accept, { actor: b, callId });
    await call(bed.nc, callEndpoints.signal, { actor: a, callId, type: 'offer', payload: offer });
    const got = await bBox.next((e) => e.kind === 'signal');
    expect(got).toMatchObject({ fromUserId: a.userId, signalType: 'offer' });
    expect(JSON.parse(got.payload ?? '')).toEqual({ sdp: 'v=0\r\n' });

    const candidate = JSON.stringify({
      candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host',
      sdpMid: '0',
    });
    await call(bed.nc, callEndpoints.signal, { actor: b, callId, type: 'candidate', payload: candidate });
    expect((await aBox.next((e) => e.kind === 'signal')).signalType).toBe('candidate');
    expect(aBox.events.filter((e) => e.kind === 'signal')).toHaveLength(1);
    expect(bBox.events.filter((e) => e.kind === 'signal')).toHaveLength(1);

    expect(
      await refusal(
        call(bed.nc, callEndpoints.signal, { actor: stranger, callId, type: 'offer', payload: offer }),
      ),
    ).toMatchObject({ code: 'FORBIDDEN', message: callMessages.notInCall });
    expect(strangerBox.events).toHaveLength(0);
  });

  it('refuses a payload that is not its type', async () => {
    const { a, b, callId } = await openCall();
    await call(bed.nc, callEndpoints.accept, { actor: b, callId });
    for (const payload of ['not json', JSON.stringify({ sdp: '' }), JSON.stringify({ sdp: 'x', evil: 1 })]) {
      expect(
        await refusal(call(bed.nc, callEndpoints.signal, { actor: a, callId, type: 'answer', payload })),
      ).toMatchObject({ code: 'BAD_INPUT', message: callMessages.badSignal });
    }
  });

  it('stop once either person leaves; the other hears the call ended', async () => {
    const { a, b, aBox, callId } = await openCall();
    await call(bed.nc, callEndpoints.accept, { actor: b, callId });
    await call(bed.nc, callEndpoints.leave, { actor: b, callId });
    const ended = await aBox.next((e) => e.kind === 'ended');
    expect(ended).toMatchObject({ fromUserId: b.userId, call: { state: 'ended' } });
    expect(
      await refusal(call(bed.nc, callEndpoints.signal, { actor: a, callId, type: 'offer', payload: offer })),
    ).toMatchObject({ code: 'CONFLICT', message: callMessages.callOver });
    expect(await refusal(call(bed.nc, callEndpoints.leave, { actor: a, callId }))).toMatchObject({
      message: callMessages.callOver,
    });
  });

  it('a caller who starts a new call hangs up the previous one', async () => {
    const { a, b, bBox, callId } = await openCall();
    await call(bed.nc, callEndpoints.accept, { actor: b, callId });
    await start(a, await online());
    expect((await bBox.next((e) => e.kind === 'ended')).call.callId).toBe(callId);
  });
});

describe('someone going offline', () => {
  /** A member with one live connection, and a way to close it. */
  const connected = async () => {
    const actor = await bed.newUser();
    const connectionId = randomUUID();
    await call(bed.nc, presenceEndpoints.connected, {
      connectionId,
      instanceId: 'calls-test',
      userId: actor.userId,
    });
    const disconnect = () => call(bed.nc, presenceEndpoints.disconnected, { connectionId });
    return { actor, disconnect };
  };

  it('ends their open call; the other person is told it ended', async () => {
    const a = await online();
    const b = await connected();
    const aBox = await inbox(a);
    const { call: ringing } = await start(a, b.actor);
    await call(bed.nc, callEndpoints.accept, { actor: b.actor, callId: ringing.callId });
    await b.disconnect();
    const ended = await aBox.next((e) => e.kind === 'ended');
    expect(ended).toMatchObject({
      fromUserId: b.actor.userId,
      call: { callId: ringing.callId, state: 'ended' },
    });
    // The one who stayed is free again.
    await expect(start(a, await online())).resolves.toMatchObject({ call: { state: 'ringing' } });
  });

  it('ends a ring to them as missed, and a ring from them as cancelled', async () => {
    const a = await online();
    const b = await connected();
    const aBox = await inbox(a);
    await start(a, b.actor);
    await b.disconnect();
    expect((await aBox.next((e) => e.kind === 'missed')).fromUserId).toBeNull();

    const c = await connected();
    const d = await online();
    const dBox = await inbox(d);
    await start(c.actor, d);
    await c.disconnect();
    expect((await dBox.next((e) => e.kind === 'cancelled')).fromUserId).toBe(c.actor.userId);
  });
});
