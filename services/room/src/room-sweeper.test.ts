import { type Actor, type RoomParticipant, roomMessages } from '@canstring/contracts';
import { type InRoom, NOW, type RoomTestBed, refusal, startRoomTestBed } from './test-support/room-test-bed';

const GRACE_MS = 20_000;
const HOST_ABSENT_MS = 10_000;

let bed: RoomTestBed;
let organizer: Actor;
beforeAll(async () => {
  bed = await startRoomTestBed('sweep', {
    ROOM_SWEEP_MS: '25',
    ROOM_PARTICIPANT_GRACE_MS: String(GRACE_MS),
    ROOM_HOST_ABSENT_MS: String(HOST_ABSENT_MS),
  });
  organizer = await bed.newUser(1);
});
afterAll(async () => {
  await bed?.stop();
});
beforeEach(() => bed.clock.set(NOW));

const person = async (viewer: InRoom, target: InRoom): Promise<RoomParticipant | undefined> =>
  (await bed.state(viewer)).participants.find((p) => p.participantId === target.participantId);

const conference = async () => {
  const { alias, room } = await bed.meeting(organizer);
  const host = await bed.join({ actor: organizer }, alias, { asHost: true });
  const member = await bed.join({ actor: await bed.newUser() }, alias);
  const guest = await bed.join({ guest: await bed.guest(alias) }, alias);
  return { alias, room, host, member, guest };
};

describe('the sweeper', () => {
  it('lets a participant silent past the grace leave, and no one sooner', async () => {
    const { room, host, member, guest } = await conference();
    const watch = await bed.watch(room);
    bed.clock.advance(GRACE_MS / 2);
    await bed.heartbeat(host);
    await bed.heartbeat(guest);
    bed.clock.advance(GRACE_MS / 2 + 1);
    const left = await watch.next((e) => e.method === 'onUserDisconnected');
    expect(left).toMatchObject({ left: [member.participantId], fromParticipantId: null });
    expect((await bed.state(host)).participants.map((p) => p.participantId).sort()).toEqual(
      [host.participantId, guest.participantId].sort(),
    );
    expect((await refusal(bed.heartbeat(member))).message).toBe(roomMessages.notInRoom);
    watch.stop();
  });

  it('takes back a temporary hosting that ran out, and renews one whose holder is present', async () => {
    const { room, host, member, guest } = await conference();
    const watch = await bed.watch(room);
    await bed.signal(host, 'onHostingTransfer', { participantId: member.participantId, grant: true });
    bed.clock.advance(15_000);
    const expired = await watch.next((e) => e.method === 'onTempHostExpired');
    expect(expired.participants).toEqual([
      expect.objectContaining({ participantId: member.participantId, temphost: false, tempHostUntil: null }),
    ]);
    expect((await refusal(bed.signal(member, 'lockStatus', { locked: true }))).message).toBe(
      roomMessages.hostOnly,
    );
    // Everyone beats, so no sweep leaves anyone while the renewal below is watched for news.
    await bed.heartbeat(host);
    await bed.heartbeat(member);
    await bed.heartbeat(guest);

    await bed.signal(host, 'onHostingTransfer', { participantId: member.participantId, grant: true });
    bed.clock.advance(10_000);
    const version = (await bed.state(host)).version;
    // The renewal is no news: no event, no new version.
    expect(await bed.heartbeat(member)).toBe(version);
    expect((await person(host, member))?.tempHostUntil).toBe(
      new Date(bed.clock.now().getTime() + 60_000).toISOString(),
    );
    await bed.signal(member, 'lockStatus', { locked: true });
    watch.stop();
  });

  it('follows the host away and back, and ends the meeting when they stay away', async () => {
    const { alias, room, host, guest } = await conference();
    const watch = await bed.watch(room);
    await bed.leave(host);
    const away = await watch.next((e) => e.method === 'onHostAbsent');
    expect(away.flags.hostAbsentSince).toBe(NOW);
    const back = await bed.join({ actor: organizer }, alias, { asHost: true });
    await watch.next((e) => e.method === 'onHostReturned');
    expect((await bed.state(guest)).flags.hostAbsentSince).toBeNull();

    await bed.leave(back);
    bed.clock.advance(1_000);
    await watch.next((e) => e.method === 'onHostAbsent' && e.version > away.version);
    bed.clock.advance(HOST_ABSENT_MS);
    const ended = await watch.next((e) => e.method === 'meetingEnded');
    expect(JSON.parse(ended.payload)).toEqual({ reason: 'hostAbsent' });
    expect(ended.flags.ended).toBe(true);
    expect(ended.left).toHaveLength(2);
    expect((await refusal(bed.state(guest))).message).toBe(roomMessages.notInRoom);
    watch.stop();
  });
});

describe('two instances', () => {
  it('serve the same room; when one stops the other carries on with the state intact', async () => {
    const second = await bed.startRoomInstance();
    const { room, host, member, guest } = await conference();
    await bed.signal(host, 'lockStatus', { locked: true });
    await bed.signal(host, 'onGiveWbConrol', { participantId: member.participantId, allowed: true });
    await bed.signal(guest, 'chat', { message: 'before the stop' });
    const before = await bed.state(host);

    const first = bed.rooms[0];
    if (!first || first === second) throw new Error('expected the first instance');
    await first.stop();
    expect(await bed.state(host)).toEqual(before);
    expect(await bed.signal(guest, 'onRaiseHand', {})).toBe(before.version + 1);
    const watch = await bed.watch(room);
    // The host keeps beating halfway through the grace, so a sweep at any moment after it keeps them.
    bed.clock.advance(GRACE_MS / 2);
    await bed.heartbeat(host);
    bed.clock.advance(GRACE_MS / 2 + 1);
    // The surviving instance sweeps alone now.
    const left = await watch.next((e) => e.method === 'onUserDisconnected');
    expect(left.left.sort()).toEqual([member.participantId, guest.participantId].sort());
    expect((await bed.state(host)).chat.map((c) => c.message)).toEqual(['before the stop']);
    watch.stop();
  });
});
