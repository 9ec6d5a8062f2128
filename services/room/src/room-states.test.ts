import { type Actor, roomEndpoints } from '@canstring/contracts';
import { call, signActorAssertion } from '@canstring/service-kit';
import { forgedActorAssertion } from '@canstring/service-kit/testing';
import { type InRoom, NOW, type RoomTestBed, refusal, startRoomTestBed } from './test-support/room-test-bed';

let bed: RoomTestBed;
let organizer: Actor;
beforeAll(async () => {
  bed = await startRoomTestBed('states');
  organizer = await bed.newUser(1);
});
afterAll(async () => {
  await bed?.stop();
});
beforeEach(() => bed.clock.set(NOW));

const ask = (who: InRoom, participantId = who.participantId, assertion = signActorAssertion(who.caller)) => ({
  caller: who.caller,
  participantId,
  assertion,
});

describe('the room’s state for several participants at once', () => {
  it('is each one’s own state: the room once, the chat each may read', async () => {
    const { alias, room } = await bed.meeting(organizer);
    const host = await bed.join({ actor: organizer }, alias, { asHost: true });
    const member = await bed.join({ actor: await bed.newUser() }, alias);
    const guest = await bed.join({ guest: await bed.guest(alias) }, alias);
    await bed.signal(member, 'chat', { message: 'Hello all' });
    await bed.signal(host, 'chat', { message: 'Only for you', toParticipantId: guest.participantId });
    await bed.signal(guest, 'chat', { message: 'Thanks', toParticipantId: host.participantId });

    const read = await call(bed.nc, roomEndpoints.states, {
      room,
      asks: [ask(host), ask(member), ask(guest)],
    });
    expect(read.refused).toEqual([]);
    for (const who of [host, member, guest]) {
      const own = await bed.state(who);
      const reader = read.readers.find((r) => r.participantId === who.participantId);
      const chat = read.chat.filter((m) => m.toParticipantId === null || reader?.privateChat.includes(m.id));
      expect({ ...read.view, chat }).toEqual(own);
    }
    expect(read.chat.map((m) => m.message)).toEqual(['Hello all', 'Only for you', 'Thanks']);
  });

  it('refuses, ask by ask, another’s participant, a forged assertion and another room’s participant', async () => {
    const first = await bed.meeting(organizer);
    const host = await bed.join({ actor: organizer }, first.alias, { asHost: true });
    const guest = await bed.join({ guest: await bed.guest(first.alias) }, first.alias);
    const second = await bed.meeting(organizer);
    const elsewhere = await bed.join({ actor: await bed.newUser() }, second.alias);

    const read = await call(bed.nc, roomEndpoints.states, {
      room: first.room,
      asks: [
        ask(host),
        ask(guest, host.participantId),
        ask(guest, guest.participantId, forgedActorAssertion(guest.caller)),
        ask(elsewhere),
      ],
    });
    expect(read.readers.map((r) => r.participantId)).toEqual([host.participantId]);
    const refusedFor = (participantId: string) =>
      read.refused.filter((r) => r.participantId === participantId).map((r) => r.error.code);
    expect(refusedFor(host.participantId)).toEqual(['FORBIDDEN']);
    expect(refusedFor(guest.participantId)).toEqual(['UNAUTHENTICATED']);
    expect(refusedFor(elsewhere.participantId)).toEqual(['FORBIDDEN']);
  });

  it('is refused whole for a room that is not there, and for no ask', async () => {
    const { alias } = await bed.meeting(organizer);
    const host = await bed.join({ actor: organizer }, alias, { asHost: true });
    expect(
      (await refusal(call(bed.nc, roomEndpoints.states, { room: '99999999999', asks: [ask(host)] }))).code,
    ).toBe('NOT_FOUND');
    expect((await refusal(call(bed.nc, roomEndpoints.states, { room: '99999999999', asks: [] }))).code).toBe(
      'BAD_INPUT',
    );
  });
});
