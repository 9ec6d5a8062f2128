import { type Actor, meetingMessages, type RoomParticipant, roomMessages } from '@canstring/contracts';
import { type InRoom, type RoomTestBed, refusal, startRoomTestBed } from './room-test-bed';

let bed: RoomTestBed;
let organizer: Actor;
beforeAll(async () => {
  bed = await startRoomTestBed('room');
  organizer = await bed.newUser(1);
});
afterAll(async () => {
  await bed?.stop();
});

const me = (who: InRoom): RoomParticipant => {
  const p = who.state.participants.find((x) => x.participantId === who.participantId);
  if (!p) throw new Error('not in own state');
  return p;
};
const person = async (viewer: InRoom, target: InRoom): Promise<RoomParticipant | undefined> =>
  (await bed.state(viewer)).participants.find((p) => p.participantId === target.participantId);

/** A conference with its organizer in the host page, a member and a guest. */
const conference = async (seatType: 'conference' | 'webinar' = 'conference') => {
  const { alias, room } = await bed.meeting(organizer, seatType);
  const host = await bed.join({ actor: organizer }, alias, { asHost: true });
  const member = await bed.join({ actor: await bed.newUser() }, alias);
  const guest = await bed.join({ guest: await bed.guest(alias) }, alias);
  return { alias, room, host, member, guest };
};

describe('joining', () => {
  it('gives the host, a member and a guest their defaults and announces each', async () => {
    const { alias, room } = await bed.meeting(organizer);
    const watch = await bed.watch(room);
    const host = await bed.join({ actor: organizer }, alias, { asHost: true });
    expect(host.state).toMatchObject({
      room,
      alias,
      title: 'Weekly review',
      seatType: 'conference',
      version: 1,
    });
    expect(host.state.flags).toMatchObject({ started: false, ended: false, locked: false });
    expect(me(host)).toMatchObject({
      isHost: true,
      public: false,
      userMode: 'presenter',
      micAllowed: true,
      camAllowed: true,
      screenAllowed: true,
      wbAllowed: true,
      webinar: false,
      userId: organizer.userId,
      guestId: null,
    });
    const memberActor = await bed.newUser();
    const member = await bed.join({ actor: memberActor }, alias);
    expect(me(member)).toMatchObject({
      isHost: false,
      public: true,
      userMode: 'presenter',
      micAllowed: true,
      camAllowed: true,
      screenAllowed: false,
      wbAllowed: false,
      userName: expect.stringMatching(/^Person/),
    });
    const pass = await bed.guest(alias, 'Asha');
    const guest = await bed.join({ guest: pass }, alias);
    expect(me(guest)).toMatchObject({
      userMode: 'viewer',
      public: true,
      micAllowed: false,
      camAllowed: false,
      userName: 'Asha',
      phone: pass.phone,
      guestId: pass.guestId,
      userId: null,
    });
    expect(guest.state.version).toBe(3);
    expect(guest.state.participants).toHaveLength(3);

    const joined = await watch.next((e) => e.version === 3);
    expect(joined).toMatchObject({
      method: 'onUserListMeeting',
      fromParticipantId: guest.participantId,
      audience: null,
      left: [],
    });
    expect(joined.participants.map((p) => p.participantId)).toEqual([guest.participantId]);
    expect(watch.events.map((e) => e.version)).toEqual([1, 2, 3]);
    watch.stop();
  });

  it('makes every non-host in a webinar a viewer with nothing allowed', async () => {
    const { member, guest, host } = await conference('webinar');
    for (const who of [member, guest]) {
      expect(me(who)).toMatchObject({
        userMode: 'viewer',
        micAllowed: false,
        camAllowed: false,
        screenAllowed: false,
        wbAllowed: false,
        webinar: true,
      });
    }
    expect(me(host)).toMatchObject({ userMode: 'presenter', webinar: true, isHost: true });
    expect(await refusal(bed.signal(host, 'onGiveConrolToAll', { presenter: true }))).toMatchObject({
      code: 'FORBIDDEN',
      message: roomMessages.noPresentingToAllInWebinar,
    });
  });

  it('refuses the host page to a member and a guest', async () => {
    const { alias } = await bed.meeting(organizer);
    const member = await bed.newUser();
    expect(await refusal(bed.join({ actor: member }, alias, { asHost: true }))).toMatchObject({
      code: 'FORBIDDEN',
      message: meetingMessages.notAuthorizedHostPage,
    });
    const guest = await bed.guest(alias);
    expect(await refusal(bed.join({ guest }, alias, { asHost: true }))).toMatchObject({
      code: 'FORBIDDEN',
      message: meetingMessages.notAuthorizedHostPage,
    });
  });

  it('refuses a guest while locked, admits them once unlocked; the host still enters', async () => {
    const { alias, host } = await conference();
    await bed.signal(host, 'lockStatus', { locked: true });
    const pass = await bed.guest(alias, 'Late');
    expect(await refusal(bed.join({ guest: pass }, alias))).toMatchObject({
      code: 'FORBIDDEN',
      message: roomMessages.meetingLocked,
    });
    await bed.join({ actor: organizer }, alias, { asHost: true, windowId: 'second-tab' });
    await bed.signal(host, 'lockStatus', { locked: false });
    expect(me(await bed.join({ guest: pass }, alias)).userName).toBe('Late');
  });

  it('replaces the old entry on a reload from the same window, keeping the grants', async () => {
    const { alias, host, member } = await conference();
    await bed.signal(host, 'onGiveWbConrol', { participantId: member.participantId, allowed: true });
    const again = await bed.join(member.caller, alias);
    expect(again.participantId).not.toBe(member.participantId);
    expect(me(again).wbAllowed).toBe(true);
    expect(again.state.participants.some((p) => p.participantId === member.participantId)).toBe(false);
    expect(await refusal(bed.state(member))).toMatchObject({
      code: 'FORBIDDEN',
      message: roomMessages.notInRoom,
    });
  });
});

describe('authority', () => {
  const hostControls: [string, (target: InRoom) => unknown][] = [
    ['meetingStatus', () => ({ started: true })],
    ['lockStatus', () => ({ locked: true })],
    ['recordingStatus', () => ({ recording: true, recordingId: 'r1' })],
    ['captionstate', () => ({ on: true })],
    ['onkickUser', (t) => ({ participantId: t.participantId })],
    ['onGiveConrol', (t) => ({ participantId: t.participantId, presenter: true })],
    ['onGiveWbConrol', (t) => ({ participantId: t.participantId, allowed: true })],
    ['onGiveScreenConrol', (t) => ({ participantId: t.participantId, allowed: true })],
    ['controlMic', (t) => ({ participantId: t.participantId, allowed: true })],
    ['controlCam', (t) => ({ participantId: t.participantId, allowed: true })],
    ['onHostingTransfer', (t) => ({ participantId: t.participantId, grant: true })],
    ['onGiveConrolToAll', () => ({ presenter: true })],
    ['onDisablePvChat', () => ({})],
    ['onEnablePvChat', () => ({})],
    ['onMuteMicAll', () => ({})],
    ['onDisableCamAll', () => ({})],
    ['onAllowMicAll', () => ({})],
    ['onAllowCamAll', () => ({})],
    ['onListRecordings', () => ({})],
  ];

  it('refuses every host control from a participant and changes nothing', async () => {
    const { host, member, guest } = await conference();
    const before = await bed.state(host);
    for (const [method, payload] of hostControls) {
      for (const sender of [member, guest]) {
        const refused = await refusal(bed.signal(sender, method, payload(guest)));
        expect([method, refused.code, refused.message]).toEqual([method, 'FORBIDDEN', roomMessages.hostOnly]);
      }
    }
    expect(await bed.state(host)).toEqual(before);
  });

  it('refuses content from a viewer and the whiteboard without its grant', async () => {
    const { host, member, guest } = await conference();
    expect(await refusal(bed.signal(guest, 'shareDoc', { fileName: 'a.pdf', totalPages: 3 }))).toMatchObject({
      code: 'FORBIDDEN',
      message: roomMessages.noContentRight,
    });
    expect(await refusal(bed.signal(member, 'whiteboardData', { shape: 'line' }))).toMatchObject({
      message: roomMessages.noWhiteboardRight,
    });
    await bed.signal(host, 'onGiveWbConrol', { participantId: member.participantId, allowed: true });
    await bed.signal(member, 'whiteboardData', { shape: 'line' });
  });

  it('refuses a forged or someone else’s participant id', async () => {
    const { member, guest } = await conference();
    const stranger = await bed.newUser();
    const forged = { ...member, caller: { actor: stranger } };
    expect(await refusal(bed.signal(forged, 'onRaiseHand', {}))).toMatchObject({
      code: 'FORBIDDEN',
      message: roomMessages.notInRoom,
    });
    const othersGuest = { ...guest, caller: member.caller };
    expect((await refusal(bed.signal(othersGuest, 'chat', { message: 'hi' }))).message).toBe(
      roomMessages.notInRoom,
    );
    const unknown = { ...member, participantId: '00000000-0000-4000-8000-000000000000' };
    expect((await refusal(bed.heartbeat(unknown))).message).toBe(roomMessages.notInRoom);
  });

  it('refuses a malformed signal with a clear message and changes nothing', async () => {
    const { host, member } = await conference();
    const before = await bed.state(host);
    expect(await refusal(bed.signal(host, 'dropTables', {}))).toMatchObject({
      code: 'BAD_INPUT',
      message: roomMessages.unknownMethod,
    });
    expect(await refusal(bed.signal(host, 'lockStatus', { locked: 'yes' }))).toMatchObject({
      code: 'BAD_INPUT',
      message: roomMessages.badPayload,
    });
    expect((await refusal(bed.signal(member, 'editName', { userName: '   ' }))).message).toBe(
      roomMessages.nameRequired,
    );
    const notJson = await refusal(bed.rawSignal(host, 'lockStatus', '{locked'));
    expect(notJson).toMatchObject({ code: 'BAD_INPUT', message: roomMessages.badPayload });
    expect(await bed.state(host)).toEqual(before);
  });

  it('refuses a control for someone not in the room', async () => {
    const { host, member } = await conference();
    await bed.leave(member);
    expect(
      await refusal(bed.signal(host, 'controlMic', { participantId: member.participantId, allowed: false })),
    ).toMatchObject({ code: 'NOT_FOUND', message: roomMessages.participantNotInRoom });
  });
});
