import type { Actor } from '@canstring/contracts';
import { NOW, type RoomTestBed, startRoomTestBed } from './test-support/room-test-bed';

let bed: RoomTestBed;
let organizer: Actor;
beforeAll(async () => {
  bed = await startRoomTestBed('room-chat');
  organizer = await bed.newUser(1);
});
afterAll(async () => {
  await bed?.stop();
});
beforeEach(() => bed.clock.set(NOW));

describe('room chat', () => {
  it('screens words as the chat does: masked before anyone reads them, kept masked, ordinary words left alone', async () => {
    const { alias, room } = await bed.meeting(organizer);
    const host = await bed.join({ actor: organizer }, alias, { asHost: true });
    const guest = await bed.join({ guest: await bed.guest(alias) }, alias);
    const watch = await bed.watch(room);
    await bed.signal(guest, 'chat', {
      message: 'this shit and f-u-c-k: Assessment for the class in Scunthorpe',
    });
    const masked = 'this **** and *******: Assessment for the class in Scunthorpe';
    const sent = await watch.next((e) => e.method === 'chat');
    expect(JSON.parse(sent.payload)).toMatchObject({
      message: masked,
      fromParticipantId: guest.participantId,
    });
    // Privately too, and a late reader (the room's state) reads it masked.
    await bed.signal(host, 'chat', { message: 'no bullshit', toParticipantId: guest.participantId });
    const sentPrivately = await watch.next((e) => e.method === 'chat' && e.audience !== null);
    expect(JSON.parse(sentPrivately.payload).message).toBe('no ********');
    expect((await bed.state(guest)).chat.map((c) => c.message)).toEqual([masked, 'no ********']);
    // Each message keeps the time it was sent, which the room's chat shows.
    expect((await bed.state(host)).chat.every((c) => c.sentAt === NOW)).toBe(true);
    watch.stop();
  });
});
