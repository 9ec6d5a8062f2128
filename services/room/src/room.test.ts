import { randomUUID } from 'node:crypto';
import {
  type Actor,
  ErrorCode,
  meetingEndpoints,
  meetingMessages,
  ROOM_SEAT_ADMISSION_MS,
  ROOM_SEAT_TTL_MS,
  ROOM_SEATS_PER_PERSON,
  type RoomCaller,
  type RoomParticipant,
  roomEndpoints,
  roomMessages,
  shareMessages,
  transcriptionMessages,
} from '@canstring/contracts';
import { ACTOR_ASSERTION_LIFETIME_MS, call, signActorAssertion } from '@canstring/service-kit';
import { forgedActorAssertion } from '@canstring/service-kit/testing';
import { type InRoom, NOW, type RoomTestBed, refusal, startRoomTestBed } from './test-support/room-test-bed';

let bed: RoomTestBed;
let organizer: Actor;
beforeAll(async () => {
  bed = await startRoomTestBed('room');
  organizer = await bed.newUser(1);
});
afterAll(async () => {
  await bed?.stop();
});
beforeEach(() => bed.clock.set(NOW));

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
  it('turns the mic on at entry as the preview left it, only where the room allows the mic', async () => {
    const { alias, room } = await bed.meeting(organizer);
    const watch = await bed.watch(room);
    const member = await bed.join({ actor: await bed.newUser() }, alias, { audioEnabled: true });
    expect(me(member)).toMatchObject({ micAllowed: true, audioEnabled: true, videoEnabled: false });
    const announced = await watch.next((e) => e.method === 'onUserListMeeting');
    expect(announced.participants.find((p) => p.participantId === member.participantId)).toMatchObject({
      audioEnabled: true,
    });
    // A guest starts as a viewer without the mic: asking for it at entry leaves it off.
    const guest = await bed.join({ guest: await bed.guest(alias) }, alias, { audioEnabled: true });
    expect(me(guest)).toMatchObject({ micAllowed: false, audioEnabled: false });
    // Without the ask, the mic stays off.
    const quiet = await bed.join({ actor: await bed.newUser() }, alias);
    expect(me(quiet)).toMatchObject({ micAllowed: true, audioEnabled: false });
    watch.stop();
  });

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

describe('seats in the device preview', () => {
  it('gives the seat as the participant id to its own caller once, in its room, until it expires', async () => {
    const { alias } = await bed.meeting(organizer);
    const other = await bed.meeting(organizer);
    const member = { actor: await bed.newUser() };
    const seat = await bed.seat(member, alias);
    // Not before the join: a seat is not a participant.
    const host = await bed.join({ actor: organizer }, alias, { asHost: true });
    expect(host.state.participants.some((p) => p.participantId === seat)).toBe(false);
    // Someone else, or another room, cannot take it.
    const stranger = await bed.join({ actor: await bed.newUser() }, alias, { seat });
    expect(stranger.participantId).not.toBe(seat);
    const elsewhere = await bed.join(member, other.alias, { seat });
    expect(elsewhere.participantId).not.toBe(seat);
    const seated = await bed.join(member, alias, { seat, windowId: 'window-2' });
    expect(seated.participantId).toBe(seat);
    // Taken once: a reload with the same seat gets a new id.
    const again = await bed.join(member, alias, { seat, windowId: 'window-3' });
    expect(again.participantId).not.toBe(seat);

    const late = await bed.seat(member, alias);
    bed.clock.set(new Date(Date.parse(NOW) + ROOM_SEAT_TTL_MS + 1_000).toISOString());
    const expired = await bed.join(member, alias, { seat: late, windowId: 'window-4' });
    expect(expired.participantId).not.toBe(late);
  });

  it("lets a join take its seat's admission for two minutes; after that the meeting service is asked", async () => {
    const { alias, meetingId } = await bed.meeting(organizer);
    const member = { actor: await bed.newUser() };
    const soon = await bed.seat(member, alias);
    const late = await bed.seat(member, alias);
    const hostSeat = await bed.seat(member, alias);
    await call(bed.nc, meetingEndpoints.delete, { actor: organizer, meetingId });
    // The meeting is gone, but the seat was admitted a moment ago.
    const seated = await bed.join(member, alias, { seat: soon });
    expect(seated.participantId).toBe(soon);
    // Not for the host page it was not given for: there the meeting service says the meeting is gone.
    expect(await refusal(bed.join(member, alias, { seat: hostSeat, asHost: true }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    bed.clock.set(new Date(Date.parse(NOW) + ROOM_SEAT_ADMISSION_MS + 1_000).toISOString());
    expect(await refusal(bed.join(member, alias, { seat: late, windowId: 'window-2' }))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('keeps at most three seats per person in a room: a fourth gives up the oldest, which no join takes', async () => {
    const { alias } = await bed.meeting(organizer);
    const member = { actor: await bed.newUser() };
    const given = [];
    for (let i = 0; i < ROOM_SEATS_PER_PERSON; i++) given.push(await bed.seats(member, alias));
    expect(given.map((g) => g.dropped)).toEqual([[], [], []]);
    // Another person's seats are theirs alone.
    expect((await bed.seats({ actor: await bed.newUser() }, alias)).dropped).toEqual([]);
    const fourth = await bed.seats(member, alias);
    expect(fourth.dropped).toEqual([given[0]?.seat]);
    const joined = await bed.join(member, alias, { seat: given[0]?.seat as string });
    expect(joined.participantId).not.toBe(given[0]?.seat);
  });

  it('refuses a seat as the join would: host page, a locked room, a removed person', async () => {
    const { alias, host, member } = await conference();
    expect(await refusal(bed.seat(member.caller, alias, { asHost: true }))).toMatchObject({
      code: 'FORBIDDEN',
      message: meetingMessages.notAuthorizedHostPage,
    });
    await bed.signal(host, 'onkickUser', { participantId: member.participantId });
    expect(await refusal(bed.seat(member.caller, alias))).toMatchObject({
      code: 'FORBIDDEN',
      message: roomMessages.removed,
    });
    await bed.signal(host, 'lockStatus', { locked: true });
    expect(await refusal(bed.seat({ guest: await bed.guest(alias) }, alias))).toMatchObject({
      code: 'FORBIDDEN',
      message: roomMessages.meetingLocked,
    });
    expect(await bed.seat({ actor: organizer }, alias, { asHost: true })).toEqual(expect.any(String));
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
    expect(
      await refusal(bed.signal(guest, 'shareDoc', { youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' })),
    ).toMatchObject({
      code: 'FORBIDDEN',
      message: roomMessages.noContentRight,
    });
    const stroke = {
      page: 0,
      shape: {
        id: 's1',
        className: 'Line',
        points: [1, 1, 9, 9],
        colour: '#000000',
        strokeWidth: 5,
        senderWbWidth: 400,
        senderWbHeight: 300,
      },
    };
    // A presenter puts the board up; drawing on it needs the grant.
    await bed.signal(member, 'wbEnable', { enabled: true });
    expect(await refusal(bed.signal(member, 'whiteboardData', stroke))).toMatchObject({
      message: roomMessages.noWhiteboardRight,
    });
    await bed.signal(host, 'onGiveWbConrol', { participantId: member.participantId, allowed: true });
    await bed.signal(member, 'whiteboardData', stroke);
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

  it('lets in only the caller the edge asserted: forwarded to the meeting and user services, never made up', async () => {
    const { alias, host } = await conference();
    const before = (await bed.state(host)).participants.length;
    const joinAs = (caller: RoomCaller, assertion?: string) =>
      call(
        bed.nc,
        roomEndpoints.join,
        { caller, alias, currentDate: NOW, zone: 'UTC', windowId: 'w', asHost: false, audioEnabled: false },
        { assertion },
      );
    const member = await bed.newUser();
    const guest = await bed.guest(alias);
    const madeUp = { ...guest, guestId: randomUUID(), sessionId: randomUUID(), name: 'Nobody' };
    // No assertion, a forged one, an expired one, or one of someone else: refused before anyone is asked.
    expect(await refusal(joinAs({ guest: madeUp }, ''))).toMatchObject({ code: ErrorCode.Unauthenticated });
    expect(await refusal(joinAs({ guest: madeUp }, forgedActorAssertion({ guest: madeUp })))).toMatchObject({
      code: ErrorCode.Unauthenticated,
    });
    const expired = signActorAssertion({ actor: member }, Date.now() - ACTOR_ASSERTION_LIFETIME_MS - 1);
    expect(await refusal(joinAs({ actor: member }, expired))).toMatchObject({
      code: ErrorCode.Unauthenticated,
    });
    expect(await refusal(joinAs({ guest: madeUp }, signActorAssertion({ guest })))).toMatchObject({
      code: ErrorCode.Forbidden,
    });
    expect(await refusal(joinAs({ actor: organizer }, signActorAssertion({ actor: member })))).toMatchObject({
      code: ErrorCode.Forbidden,
    });
    expect((await bed.state(host)).participants).toHaveLength(before);
    // The asserted member and guest get in: the room service forwards their assertions to the meeting and
    // user services, which refuse any request without one.
    await joinAs({ actor: member });
    await joinAs({ guest });
    expect((await bed.state(host)).participants).toHaveLength(before + 2);
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

describe('host controls', () => {
  it("tells at the door the meeting's title, a lock and a removal, before anything is asked; an unknown link is refused", async () => {
    const { alias, host, guest } = await conference();
    const title = host.state.title;
    expect(await bed.door(undefined, alias)).toEqual({ title, locked: false, removed: false });
    await bed.signal(host, 'lockStatus', { locked: true });
    expect(await bed.door(undefined, alias)).toEqual({ title, locked: true, removed: false });
    await bed.signal(host, 'lockStatus', { locked: false });
    await bed.signal(host, 'onkickUser', { participantId: guest.participantId });
    expect(await bed.door(guest.caller, alias)).toEqual({ title, locked: false, removed: true });
    expect(await bed.door({ actor: organizer }, alias)).toEqual({ title, locked: false, removed: false });
    expect(await refusal(bed.door(undefined, 'no-such-link'))).toMatchObject({
      code: 'NOT_FOUND',
      message: meetingMessages.meetingNotFound,
    });
  });

  it('removes a participant, who cannot come back in this session but can in the next', async () => {
    const { alias, room, host, guest } = await conference();
    const watch = await bed.watch(room);
    await bed.signal(host, 'onkickUser', { participantId: guest.participantId });
    const kicked = await watch.next((e) => e.method === 'onkickUser');
    expect(kicked).toMatchObject({ left: [guest.participantId], fromParticipantId: host.participantId });
    expect(await refusal(bed.join(guest.caller, alias))).toMatchObject({
      code: 'FORBIDDEN',
      message: roomMessages.removed,
    });
    expect(
      (await refusal(bed.signal(host, 'onkickUser', { participantId: host.participantId }))).message,
    ).toBe(roomMessages.cannotRemoveHost);

    await bed.signal(host, 'meetingStatus', { started: true });
    await bed.signal(host, 'meetingStatus', { started: false });
    const ended = await watch.next((e) => e.method === 'meetingEnded');
    expect(JSON.parse(ended.payload)).toEqual({ reason: 'stoppedByOrganizer' });
    expect(ended.flags).toMatchObject({ ended: true, started: false, recording: false, displayMode: 'none' });
    expect(ended.left).toHaveLength(2);
    const back = await bed.join(guest.caller, alias);
    expect(back.state.flags).toMatchObject({ ended: false, started: false });
    watch.stop();
  });

  it('grants and revokes presenting; revoking takes the mic and camera and turns them off', async () => {
    const { host, guest } = await conference();
    expect(await refusal(bed.signal(guest, 'micEnabled', { enabled: true }))).toMatchObject({
      code: 'FORBIDDEN',
      message: roomMessages.noMicRight,
    });
    await bed.signal(host, 'onGiveConrol', { participantId: guest.participantId, presenter: true });
    expect(await person(host, guest)).toMatchObject({
      userMode: 'presenter',
      micAllowed: true,
      camAllowed: true,
    });
    await bed.signal(guest, 'micEnabled', { enabled: true });
    await bed.signal(guest, 'camEnabled', { enabled: true });
    await bed.heartbeat(guest, { video: true, audio: true });
    expect(await person(host, guest)).toMatchObject({ audioEnabled: true, videoEnabled: true });
    await bed.signal(host, 'onGiveConrol', { participantId: guest.participantId, presenter: false });
    expect(await person(host, guest)).toMatchObject({
      userMode: 'viewer',
      micAllowed: false,
      camAllowed: false,
      audioEnabled: false,
      videoEnabled: false,
    });
    // The heartbeat cannot report more than the grants allow.
    await bed.heartbeat(guest, { video: true, audio: true });
    expect(await person(host, guest)).toMatchObject({ audioEnabled: false, videoEnabled: false });
  });

  it('mutes and disables every camera but the host’s, then allows them again without turning any on', async () => {
    const { host, member } = await conference();
    for (const who of [member, host]) {
      await bed.signal(who, 'micEnabled', { enabled: true });
      await bed.signal(who, 'camEnabled', { enabled: true });
    }
    await bed.signal(host, 'onMuteMicAll', {});
    await bed.signal(host, 'onDisableCamAll', {});
    expect(await person(host, member)).toMatchObject({
      micAllowed: false,
      camAllowed: false,
      audioEnabled: false,
      videoEnabled: false,
    });
    expect(await person(host, host)).toMatchObject({
      audioEnabled: true,
      videoEnabled: true,
      micAllowed: true,
    });
    expect((await refusal(bed.signal(member, 'camEnabled', { enabled: true }))).message).toBe(
      roomMessages.noCamRight,
    );
    await bed.signal(host, 'onAllowMicAll', {});
    await bed.signal(host, 'onAllowCamAll', {});
    expect(await person(host, member)).toMatchObject({
      micAllowed: true,
      camAllowed: true,
      audioEnabled: false,
      videoEnabled: false,
    });
    // A heartbeat still saying 'on' (sent before the Mute all reached the tab) turns nothing on.
    await bed.heartbeat(member, { video: true, audio: true });
    expect(await person(host, member)).toMatchObject({ audioEnabled: false, videoEnabled: false });
    // The participant chooses.
    await bed.signal(member, 'camEnabled', { enabled: true });
    expect(await person(host, member)).toMatchObject({ audioEnabled: false, videoEnabled: true });
  });

  it("gives one participant's mic and camera back without turning them on", async () => {
    const { host, member } = await conference();
    await bed.signal(member, 'micEnabled', { enabled: true });
    await bed.signal(member, 'camEnabled', { enabled: true });
    await bed.signal(host, 'controlMic', { participantId: member.participantId, allowed: false });
    await bed.signal(host, 'controlCam', { participantId: member.participantId, allowed: false });
    expect(await person(host, member)).toMatchObject({ audioEnabled: false, videoEnabled: false });
    await bed.signal(host, 'controlMic', { participantId: member.participantId, allowed: true });
    await bed.signal(host, 'controlCam', { participantId: member.participantId, allowed: true });
    await bed.heartbeat(member, { video: true, audio: true });
    expect(await person(host, member)).toMatchObject({
      micAllowed: true,
      camAllowed: true,
      audioEnabled: false,
      videoEnabled: false,
    });
  });

  it('transfers the hosting by the rules', async () => {
    const { host, member, guest } = await conference();
    await bed.signal(host, 'onHostingTransfer', { participantId: member.participantId, grant: true });
    expect(await person(host, member)).toMatchObject({
      temphost: true,
      tempHostUntil: new Date(new Date(bed.clock.now()).getTime() + 15_000).toISOString(),
    });
    // A second click within the lock is refused.
    expect(
      await refusal(
        bed.signal(host, 'onHostingTransfer', { participantId: member.participantId, grant: true }),
      ),
    ).toMatchObject({ code: 'CONFLICT', message: roomMessages.transferTooSoon });
    bed.clock.advance(4_000);
    // One temporary host at a time; the same person again is fine.
    expect(
      (
        await refusal(
          bed.signal(host, 'onHostingTransfer', { participantId: guest.participantId, grant: true }),
        )
      ).message,
    ).toBe(roomMessages.oneTemporaryHost);
    // The temporary host may use host controls but not pass the hosting on.
    await bed.signal(member, 'lockStatus', { locked: true });
    expect(
      (
        await refusal(
          bed.signal(member, 'onHostingTransfer', { participantId: guest.participantId, grant: true }),
        )
      ).message,
    ).toBe(roomMessages.onlyPermanentHostTransfers);
    await bed.signal(host, 'onHostingTransfer', { participantId: member.participantId, grant: true });
    bed.clock.advance(4_000);
    await bed.signal(host, 'onHostingTransfer', { participantId: member.participantId, grant: false });
    expect(await person(host, member)).toMatchObject({ temphost: false, tempHostUntil: null });
    expect((await refusal(bed.signal(member, 'lockStatus', { locked: false }))).message).toBe(
      roomMessages.hostOnly,
    );
  });

  it('lets a non-host write privately only to a host while private chat is disabled', async () => {
    const { room, host, member, guest } = await conference();
    const watch = await bed.watch(room);
    await bed.signal(host, 'onDisablePvChat', {});
    expect(
      await refusal(bed.signal(member, 'chat', { message: 'psst', toParticipantId: guest.participantId })),
    ).toMatchObject({ code: 'FORBIDDEN', message: roomMessages.privateChatDisabled });
    await bed.signal(member, 'chat', { message: 'to the host', toParticipantId: host.participantId });
    await bed.signal(host, 'chat', { message: 'to the guest', toParticipantId: guest.participantId });
    const version = await bed.signal(guest, 'chat', { message: 'hello all' });
    const privateOne = await watch.next((e) => e.method === 'chat');
    expect(privateOne.audience?.sort()).toEqual([member.participantId, host.participantId].sort());
    expect(JSON.parse(privateOne.payload)).toMatchObject({
      message: 'to the host',
      fromParticipantId: member.participantId,
    });
    const toAll = await watch.next((e) => e.method === 'chat' && e.audience === null);
    // Chat is a relay: it carries the current version without bumping it.
    expect(toAll.version).toBe(version);
    expect(privateOne.version).toBe(version);
    expect((await bed.state(guest)).chat.map((c) => c.message)).toEqual(['to the guest', 'hello all']);
    expect((await bed.state(member)).chat.map((c) => c.message)).toEqual(['to the host', 'hello all']);
    expect((await bed.state(host)).chat).toHaveLength(3);
    await bed.signal(host, 'onEnablePvChat', {});
    await bed.signal(member, 'chat', { message: 'now allowed', toParticipantId: guest.participantId });
    watch.stop();
  });

  it('lets one person share the screen at a time; leaving ends the share', async () => {
    const { host, member, guest } = await conference();
    expect((await refusal(bed.signal(member, 'onScreeShare', { sharing: true }))).message).toBe(
      roomMessages.noScreenRight,
    );
    await bed.signal(host, 'onGiveScreenConrol', { participantId: member.participantId, allowed: true });
    await bed.signal(member, 'onScreeShare', { sharing: true });
    expect(await refusal(bed.signal(host, 'onScreeShare', { sharing: true }))).toMatchObject({
      code: 'CONFLICT',
      message: roomMessages.screenAlreadyShared,
    });
    expect((await bed.state(guest)).flags.screenSharerId).toBe(member.participantId);
    await bed.signal(member, 'onScreeShare', { sharing: false });
    await bed.signal(host, 'onScreeShare', { sharing: true });
    await bed.leave(host);
    expect((await bed.state(guest)).flags.screenSharerId).toBeNull();
  });

  it('lowers hands: one’s own by anyone, another’s only by a host', async () => {
    const { host, member, guest } = await conference();
    await bed.signal(guest, 'onRaiseHand', {});
    expect((await person(host, guest))?.handRaised).toBe(true);
    expect(
      (await refusal(bed.signal(member, 'onLowerHand', { participantId: guest.participantId }))).message,
    ).toBe(roomMessages.hostOnly);
    await bed.signal(host, 'onLowerHand', { participantId: guest.participantId });
    expect((await person(host, guest))?.handRaised).toBe(false);
    await bed.signal(member, 'onRaiseHand', {});
    await bed.signal(member, 'onLowerHand', {});
    expect((await person(host, member))?.handRaised).toBe(false);
  });
});

describe('changes sent together', () => {
  it('applies each as if alone: one version each, in order, events with their own change, a refusal for its sender only', async () => {
    const { alias, room, host, member, guest } = await conference();
    const others = await Promise.all(
      Array.from({ length: 5 }, async () => bed.join({ guest: await bed.guest(alias) }, alias)),
    );
    const watch = await bed.watch(room);
    const before = (await bed.state(host)).version;
    const hands = [guest, ...others];
    const sent = await Promise.allSettled([
      ...hands.map((who) => bed.signal(who, 'onRaiseHand', {})),
      bed.signal(member, 'onLowerHand', { participantId: guest.participantId }),
      bed.signal(host, 'onGiveConrol', { participantId: member.participantId, presenter: false }),
    ]);
    const refused = sent.filter((s) => s.status === 'rejected').map((s) => (s.reason as Error).message);
    expect(refused).toEqual([roomMessages.hostOnly]);
    const versions = sent.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    expect([...versions].sort((a, b) => a - b)).toEqual(
      Array.from({ length: hands.length + 1 }, (_, i) => before + 1 + i),
    );

    const applied = hands.length + 1;
    while (watch.events.length < applied) await watch.next(() => true);
    expect(watch.events.map((e) => e.version)).toEqual(
      Array.from({ length: applied }, (_, i) => before + 1 + i),
    );
    for (const event of watch.events) {
      expect(event.participants).toHaveLength(1);
      const [changed] = event.participants;
      if (event.method === 'onRaiseHand')
        expect(changed).toMatchObject({ participantId: event.fromParticipantId, handRaised: true });
      else expect(changed).toMatchObject({ participantId: member.participantId, userMode: 'viewer' });
    }
    const after = await bed.state(host);
    expect(after.version).toBe(before + applied);
    expect(
      after.participants
        .filter((p) => p.handRaised)
        .map((p) => p.participantId)
        .sort(),
    ).toEqual(hands.map((h) => h.participantId).sort());
    watch.stop();
  });
});

describe('events', () => {
  it('bumps the version by one per change, relays without bumping, and sends onInitialData to its asker only', async () => {
    const { room, host, member, guest } = await conference();
    const watch = await bed.watch(room);
    const start = (await bed.state(host)).version;
    expect(await bed.signal(host, 'meetingStatus', { started: true })).toBe(start + 1);
    expect(await bed.signal(member, 'isSpeaking', { level: 50 })).toBe(start + 1);
    expect(await bed.signal(guest, 'editName', { userName: '  Renamed  ' })).toBe(start + 2);
    expect(await bed.signal(host, 'shareDoc', { youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' })).toBe(
      start + 3,
    );
    expect(await bed.signal(host, 'youtubePlayOrSeek', { time: 2 })).toBe(start + 4);
    expect(await bed.signal(member, 'meetingInitialStatus', {})).toBe(start + 4);

    const renamed = await watch.next((e) => e.method === 'onNameChange');
    expect(renamed.participants).toEqual([
      expect.objectContaining({ participantId: guest.participantId, userName: 'Renamed' }),
    ]);
    const initial = await watch.next((e) => e.method === 'onInitialData');
    expect(initial).toMatchObject({ audience: [member.participantId], version: start + 4 });
    expect(initial.state?.flags).toMatchObject({ started: true, displayMode: 'youtube' });
    expect(initial.state?.flags.sharedContent).toEqual({
      kind: 'youtube',
      fileName: 'dQw4w9WgXcQ',
      totalPages: 'youtube',
      attachmentId: null,
      upload: null,
      videoId: 'dQw4w9WgXcQ',
      sharedBy: host.participantId,
    });
    await watch.next((e) => e.method === 'youtubePlayOrSeek');
    expect(watch.events.map((e) => [e.method, e.version - start])).toEqual([
      ['meetingStatus', 1],
      ['isSpeaking', 1],
      ['onNameChange', 2],
      ['shareDoc', 3],
      ['youtubePlayOrSeek', 4],
      ['onInitialData', 4],
    ]);
    watch.stop();
  });

  it('keeps the shared video’s playback for late joiners, opening at the link’s time, and clears it with the stage', async () => {
    const { alias, room, host, member } = await conference();
    const watch = await bed.watch(room);
    await bed.signal(host, 'shareDoc', { youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s' });
    const shared = await watch.next((e) => e.method === 'shareDoc');
    expect(JSON.parse(shared.payload)).toMatchObject({ kind: 'youtube', videoId: 'dQw4w9WgXcQ' });
    expect((await bed.state(member)).features).toEqual({
      document: null,
      playback: { paused: true, time: 90, at: NOW },
      whiteboard: null,
      captions: null,
      exam: null,
    });
    await bed.signal(host, 'youtubePlayOrSeek', { time: 90 });
    const later = '2026-11-22T10:00:05.000Z';
    bed.clock.set(later);
    await bed.signal(host, 'youtubePlayOrSeek', { time: 42.5 });
    // Someone entering now opens where the video stands, playing.
    const late = await bed.join({ actor: await bed.newUser() }, alias);
    expect(late.state.features.playback).toEqual({ paused: false, time: 42.5, at: later });
    await bed.signal(host, 'youtubePause', { time: 43 });
    expect((await bed.state(late)).features.playback).toMatchObject({ paused: true, time: 43 });

    // The whiteboard takes the stage: the video and its playback go.
    await bed.signal(host, 'wbEnable', { enabled: true });
    expect((await bed.state(late)).flags).toMatchObject({ displayMode: 'whiteboard', sharedContent: null });
    expect((await bed.state(late)).features).toEqual({
      document: null,
      playback: null,
      whiteboard: expect.objectContaining({ page: 0, pages: 1, holderId: null }),
      captions: null,
      exam: null,
    });
    watch.stop();
  });

  it('refuses a link that is not one YouTube video, a page or a playback with nothing of its kind, and keeps what was', async () => {
    const { host } = await conference();
    expect(await refusal(bed.signal(host, 'pageSwitch', { currentPage: 2 }))).toMatchObject({
      code: ErrorCode.Conflict,
      message: roomMessages.noSharedDocument,
    });
    for (const youtubeUrl of [
      'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
      'https://vimeo.com/76979871',
      'https://youtu.be/short',
      'not a link',
    ])
      expect(await refusal(bed.signal(host, 'shareDoc', { youtubeUrl }))).toMatchObject({
        code: ErrorCode.BadInput,
        message: shareMessages.invalidYoutubeUrl,
      });
    // The old untyped description is no longer a shareDoc.
    expect(
      await refusal(bed.signal(host, 'shareDoc', { fileName: 'deck.pdf', totalPages: 4 })),
    ).toMatchObject({
      code: ErrorCode.BadInput,
      message: roomMessages.badPayload,
    });
    await bed.signal(host, 'shareDoc', { youtubeUrl: 'https://m.youtube.com/shorts/dQw4w9WgXcQ' });
    expect(await refusal(bed.signal(host, 'pageSwitch', { currentPage: 1 }))).toMatchObject({
      code: ErrorCode.Conflict,
      message: roomMessages.noSharedDocument,
    });
    expect(await refusal(bed.signal(host, 'mp4Play', { time: 3 }))).toMatchObject({
      code: ErrorCode.Conflict,
      message: roomMessages.noSharedVideo,
    });
    for (const time of [-1, 24 * 60 * 60 + 1])
      expect(await refusal(bed.signal(host, 'youtubePause', { time }))).toMatchObject({
        code: ErrorCode.BadInput,
        message: shareMessages.timeOutOfRange,
      });
    expect((await bed.state(host)).features).toEqual({
      document: null,
      playback: { paused: true, time: 0, at: NOW },
      whiteboard: null,
      captions: null,
      exam: null,
    });
  });

  it('lets only whoever shared the content, or a host, replace it or take it down', async () => {
    const { room, host, member, guest } = await conference();
    await bed.signal(host, 'onGiveConrol', { participantId: member.participantId, presenter: true });
    await bed.signal(host, 'onGiveConrol', { participantId: guest.participantId, presenter: true });
    await bed.signal(member, 'shareDoc', { youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    for (const payload of [{}, { youtubeUrl: 'https://youtu.be/9bZkp7q19f0' }])
      expect(await refusal(bed.signal(guest, 'shareDoc', payload))).toMatchObject({
        code: ErrorCode.Forbidden,
        message: shareMessages.notYourContent,
      });
    expect((await bed.state(host)).flags.sharedContent?.sharedBy).toBe(member.participantId);
    // Its sharer replaces it; a host takes it down; taking down nothing changes nothing.
    await bed.signal(member, 'shareDoc', { youtubeUrl: 'https://youtu.be/9bZkp7q19f0' });
    expect((await bed.state(host)).flags.sharedContent?.videoId).toBe('9bZkp7q19f0');
    const watch = await bed.watch(room);
    await bed.signal(host, 'shareDoc', {});
    const down = await watch.next((e) => e.method === 'shareDoc');
    expect(down.flags).toMatchObject({ displayMode: 'none', sharedContent: null });
    const version = (await bed.state(host)).version;
    expect(await bed.signal(guest, 'shareDoc', {})).toBe(version);
    watch.stop();
  });

  it('starts a new session with nothing kept on the stage', async () => {
    const { alias, host } = await conference();
    await bed.signal(host, 'shareDoc', { youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    await bed.signal(host, 'youtubePlayOrSeek', { time: 2 });
    await bed.signal(host, 'meetingStatus', { started: false });
    const back = await bed.join({ actor: organizer }, alias, { asHost: true });
    expect(back.state.features).toEqual({
      document: null,
      playback: null,
      whiteboard: null,
      captions: null,
      exam: null,
    });
    expect(back.state.flags.sharedContent).toBeNull();
  });

  it('relays caption lines only while the host has captions on', async () => {
    const { room, host, member, guest } = await conference();
    const line = { text: 'go forward ten meters', isFinal: true };
    expect(await refusal(bed.signal(member, 'onTranscript', line))).toMatchObject({
      code: ErrorCode.Forbidden,
      message: transcriptionMessages.captionsOff,
    });
    const watch = await bed.watch(room);
    await bed.signal(host, 'captionstate', { on: true });
    await bed.signal(guest, 'onTranscript', line);
    const relayed = await watch.next((e) => e.method === 'onTranscript');
    expect(relayed.fromParticipantId).toBe(guest.participantId);
    expect(JSON.parse(relayed.payload)).toEqual(line);
    await bed.signal(host, 'captionstate', { on: false });
    expect(await refusal(bed.signal(member, 'onTranscript', line))).toMatchObject({
      message: transcriptionMessages.captionsOff,
    });
    watch.stop();
  });

  it('keeps the latest final caption lines for late joiners, not the partial ones, and not past a document put up', async () => {
    const { alias, host, guest } = await conference();
    await bed.signal(host, 'captionstate', { on: true });
    await bed.signal(guest, 'onTranscript', { text: 'go forward', isFinal: false });
    await bed.signal(guest, 'onTranscript', { text: 'go forward ten meters', isFinal: true });
    // Putting content on the stage leaves the captions kept.
    await bed.signal(host, 'shareDoc', { youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    const late = await bed.join({ actor: await bed.newUser() }, alias);
    expect(late.state.features.captions?.lines).toEqual([
      {
        participantId: guest.participantId,
        userName: me(guest).userName,
        text: 'go forward ten meters',
        at: NOW,
      },
    ]);
  });

  it('follows a heartbeat reporting the mic off with a change of its own, and publishes nothing else', async () => {
    const { room, member } = await conference();
    const watch = await bed.watch(room);
    await bed.signal(member, 'micEnabled', { enabled: true });
    await watch.next((e) => e.method === 'micEnabled');
    const v = await bed.heartbeat(member, { audio: true });
    expect(await bed.heartbeat(member, { audio: true })).toBe(v);
    // The heartbeat itself leaves the version as it is; the room then hears the mic went off.
    expect(await bed.heartbeat(member, { audio: false })).toBe(v);
    const changed = await watch.next((e) => e.method === 'onUserListMeeting');
    expect(changed).toMatchObject({ version: v + 1, fromParticipantId: member.participantId });
    expect(changed.participants).toEqual([
      expect.objectContaining({ participantId: member.participantId, audioEnabled: false }),
    ]);
    expect(await bed.heartbeat(member, { audio: false })).toBe(v + 1);
    expect(watch.events).toHaveLength(2);
    watch.stop();
  });
});
