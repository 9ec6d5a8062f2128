import {
  type Actor,
  groupEndpoints,
  guestEndpoints,
  meetingEndpoints,
  meetingMessages,
  meetingScreenTexts,
  userEndpoints,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { type MeetingTestBed, refusal, startMeetingTestBed } from './test-support/meeting-test-bed';

// 10:00 in UTC, 15:30 in Kolkata, 05:00 in Toronto.
const NOW = '2026-11-22T10:00:00.000Z';
const HOUR = 3_600_000;
const ZONES = ['UTC', 'Asia/Kolkata', 'America/Toronto'];

let bed: MeetingTestBed;
let host: Actor;
beforeAll(async () => {
  bed = await startMeetingTestBed('entry', NOW);
  host = await bed.newUser(1);
});
afterAll(async () => {
  await bed?.stop();
});
beforeEach(() => bed.meetings.clock.set(NOW));

const withUser = (actor: Actor) => ({ kind: 'user' as const, userId: actor.userId });
const visit = (alias: string, zone = 'Asia/Kolkata') => ({ alias, currentDate: NOW, zone });
const enter = (actor: Actor, alias: string, zone?: string) =>
  call(bed.nc, meetingEndpoints.entry, { actor, ...visit(alias, zone) }).then((r) => r.entry);
const hostEnter = (actor: Actor, alias: string, zone?: string) =>
  call(bed.nc, meetingEndpoints.hostEntry, { actor, ...visit(alias, zone) }).then((r) => r.entry);
const guestPass = (alias: string, name = 'Visitor', phone = '(416) 555-0199') =>
  call(bed.nc, meetingEndpoints.guestPass, { ...visit(alias), name, phone });

describe('entry by link', () => {
  it('admits any signed-in member with the link; only the organizer may host', async () => {
    const member = await bed.newUser();
    const stranger = await bed.newUser();
    const meeting = await bed.schedule(host, {
      target: withUser(member),
      title: 'Check-in',
      seatType: 'onetoone',
    });
    const expected = {
      meetingId: meeting.id,
      alias: meeting.alias,
      meetingNumber: meeting.meetingNumber,
      title: 'Check-in',
      seatType: 'onetoone',
      organizerUserId: host.userId,
      organizerName: meeting.organizerFirstName,
      groupId: null,
      startAt: NOW,
      endAt: '2026-11-22T12:30:00.000Z',
    };
    expect(await enter(member, meeting.alias)).toEqual({ ...expected, canHost: false });
    expect(await enter(stranger, meeting.alias)).toEqual({ ...expected, canHost: false });
    expect(await enter(host, meeting.alias)).toEqual({ ...expected, canHost: true });
  });

  it.each(ZONES)(
    'admits a one-time meeting until end + 2 h and refuses it after, viewer in %s',
    async (zone) => {
      const member = await bed.newUser();
      const meeting = await bed.schedule(host, { target: withUser(member), zone });
      bed.meetings.clock.advance(2.5 * HOUR);
      expect((await enter(member, meeting.alias, zone)).alias).toBe(meeting.alias);
      expect((await hostEnter(host, meeting.alias, zone)).canHost).toBe(true);
      bed.meetings.clock.advance(1);
      for (const attempt of [enter(member, meeting.alias, zone), hostEnter(host, meeting.alias, zone)]) {
        expect(await refusal(attempt)).toMatchObject({
          code: 'BAD_INPUT',
          message: meetingMessages.meetingEnded,
        });
      }
      expect(await refusal(guestPass(meeting.alias))).toMatchObject({
        message: meetingMessages.meetingEnded,
      });
    },
  );

  it.each(ZONES)('admits a webinar until now + 168 h, viewer in %s', async (zone) => {
    const member = await bed.newUser();
    const meeting = await bed.schedule(host, { target: withUser(member), seatType: 'webinar', zone });
    bed.meetings.clock.advance(168 * HOUR);
    expect((await enter(member, meeting.alias, zone)).seatType).toBe('webinar');
    bed.meetings.clock.advance(1);
    expect((await refusal(enter(member, meeting.alias, zone))).message).toBe(meetingMessages.meetingEnded);
  });

  it('ends a recurring meeting at its own end, in the organizer zone', async () => {
    const member = await bed.newUser();
    // 23:00 in Toronto is 04:00 UTC the next day.
    const meeting = await bed.schedule(host, {
      target: withUser(member),
      isRecurring: true,
      startAt: '2026-11-22T22:00:00-05:00',
      endAt: '2026-11-22T23:00:00-05:00',
      zone: 'America/Toronto',
    });
    bed.meetings.clock.set('2026-11-23T04:00:00.000Z');
    expect((await enter(member, meeting.alias, 'Asia/Kolkata')).endAt).toBe('2026-11-23T04:00:00.000Z');
    bed.meetings.clock.advance(1);
    expect((await refusal(enter(member, meeting.alias))).message).toBe(meetingMessages.meetingEnded);
  });

  it('refuses an unknown or deleted meeting and a caller with neither session nor pass', async () => {
    const member = await bed.newUser();
    expect(await refusal(enter(member, 'no-such-meeting'))).toMatchObject({
      code: 'NOT_FOUND',
      message: meetingMessages.meetingNotFound,
    });
    const meeting = await bed.schedule(host, { target: withUser(member) });
    await call(bed.nc, meetingEndpoints.delete, { actor: host, meetingId: meeting.id });
    expect((await refusal(enter(member, meeting.alias))).code).toBe('NOT_FOUND');
    const nobody = await refusal(call(bed.nc, meetingEndpoints.entry, visit('no-such-meeting')));
    expect(nobody).toMatchObject({ code: 'UNAUTHENTICATED', message: meetingMessages.signInOrGuestPass });
  });
});

describe('guest passes', () => {
  it('admit a guest to the one meeting they joined, and to no other', async () => {
    const member = await bed.newUser();
    const meeting = await bed.schedule(host, { target: withUser(member), title: 'Open day' });
    const other = await bed.schedule(host, { target: withUser(member), title: 'Staff only' });
    const { pass, entry } = await guestPass(meeting.alias, '  Asha ', '613-555-0142');
    expect(entry).toMatchObject({ alias: meeting.alias, title: 'Open day', canHost: false });
    expect(pass.guest).toMatchObject({ name: 'Asha', phone: '+16135550142', meetingAlias: meeting.alias });

    const { guest } = await call(bed.nc, guestEndpoints.check, { token: pass.token });
    const admitted = await call(bed.nc, meetingEndpoints.entry, { guest, ...visit(meeting.alias) });
    expect(admitted.entry).toMatchObject({ alias: meeting.alias, canHost: false });
    const elsewhere = await refusal(call(bed.nc, meetingEndpoints.entry, { guest, ...visit(other.alias) }));
    expect(elsewhere).toMatchObject({ code: 'FORBIDDEN', message: meetingMessages.guestPassElsewhere });
    // The pass is no session: the user service refuses it as one.
    expect((await refusal(call(bed.nc, userEndpoints.checkToken, { token: pass.token }))).code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('refuse a blank name, a bad phone and an unknown meeting', async () => {
    const member = await bed.newUser();
    const meeting = await bed.schedule(host, { target: withUser(member) });
    const bad = await refusal(guestPass(meeting.alias, '  ', '555'));
    expect(bad.details.fields).toEqual({
      name: meetingScreenTexts.entry.nameRequired,
      phone: meetingScreenTexts.entry.phoneInvalid,
    });
    expect((await refusal(guestPass('no-such-meeting'))).message).toBe(meetingMessages.meetingNotFound);
  });
});

describe('host page and host grants', () => {
  it('refuses a non-organizer, admits a granted user, refuses them again once revoked', async () => {
    const member = await bed.newUser();
    const cohost = await bed.newUser();
    const meeting = await bed.schedule(host, { target: withUser(member) });
    const canHost = async (actor: Actor) =>
      (await call(bed.nc, meetingEndpoints.canHost, { actor, alias: meeting.alias })).canHost;

    expect(await refusal(hostEnter(cohost, meeting.alias))).toMatchObject({
      code: 'FORBIDDEN',
      message: meetingMessages.notAuthorizedHostPage,
    });
    expect(await refusal(hostEnter(bed.admin, meeting.alias))).toMatchObject({ code: 'FORBIDDEN' });

    await call(bed.nc, meetingEndpoints.grantHost, {
      actor: host,
      alias: meeting.alias,
      userId: cohost.userId,
    });
    expect(await hostEnter(cohost, meeting.alias)).toMatchObject({ alias: meeting.alias, canHost: true });
    expect((await enter(cohost, meeting.alias)).canHost).toBe(true);
    expect(await canHost(cohost)).toBe(true);
    // Granting twice is harmless.
    await call(bed.nc, meetingEndpoints.grantHost, {
      actor: host,
      alias: meeting.alias,
      userId: cohost.userId,
    });

    await call(bed.nc, meetingEndpoints.revokeHost, {
      actor: host,
      alias: meeting.alias,
      userId: cohost.userId,
    });
    expect((await refusal(hostEnter(cohost, meeting.alias))).message).toBe(
      meetingMessages.notAuthorizedHostPage,
    );
    expect(await canHost(cohost)).toBe(false);
  });

  it('lets only the organizer grant, and only to an active account', async () => {
    const member = await bed.newUser();
    const former = await bed.newUser();
    await bed.users.setActive(former.userId, false);
    const meeting = await bed.schedule(host, { target: withUser(member) });
    const grant = (actor: Actor, userId: number) =>
      call(bed.nc, meetingEndpoints.grantHost, { actor, alias: meeting.alias, userId });
    expect(await refusal(grant(member, member.userId))).toMatchObject({
      code: 'FORBIDDEN',
      message: meetingMessages.onlyOrganizerGrants,
    });
    expect(await refusal(grant(bed.admin, member.userId))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refusal(grant(host, former.userId))).toMatchObject({
      code: 'BAD_INPUT',
      message: meetingMessages.granteeNotActive,
    });
    expect((await refusal(grant(host, 999_999))).message).toBe(meetingMessages.granteeNotActive);
    expect((await refusal(hostEnter(member, meeting.alias))).code).toBe('FORBIDDEN');
    expect((await refusal(hostEnter(former, meeting.alias))).code).toBe('FORBIDDEN');
  });
});

describe('who may see a meeting', () => {
  it('is the organizer, a granted host, its user, its group members and administrators, deleted or not', async () => {
    const member = await bed.newUser();
    const classmate = await bed.newUser();
    const stranger = await bed.newUser();
    const cohost = await bed.newUser();
    const { group } = await call(bed.nc, groupEndpoints.create, {
      actor: bed.admin,
      group: { name: `Access ${member.userId}`, userIds: [classmate.userId] },
    });
    const oneToOne = await bed.schedule(host, { target: withUser(member) });
    const classMeeting = await bed.schedule(host, { target: { kind: 'group', groupId: group.id } });
    await call(bed.nc, meetingEndpoints.grantHost, {
      actor: host,
      alias: oneToOne.alias,
      userId: cohost.userId,
    });
    const access = (actor: Actor, meetingId: number) =>
      call(bed.nc, meetingEndpoints.access, { actor, meeting: { meetingId } });

    expect(await access(host, oneToOne.id)).toMatchObject({
      allowed: true,
      canHost: true,
      meeting: { id: oneToOne.id, target: withUser(member), organizerUserId: host.userId },
    });
    expect(await access(cohost, oneToOne.id)).toMatchObject({ allowed: true, canHost: true });
    expect(await access(member, oneToOne.id)).toMatchObject({ allowed: true, canHost: false });
    expect(await access(bed.admin, oneToOne.id)).toMatchObject({ allowed: true, canHost: false });
    expect(await access(stranger, oneToOne.id)).toEqual({ allowed: false, canHost: false, meeting: null });
    expect(await access(classmate, classMeeting.id)).toMatchObject({
      allowed: true,
      meeting: { target: { kind: 'group', groupId: group.id } },
    });
    expect((await access(member, classMeeting.id)).allowed).toBe(false);
    const byRoom = await call(bed.nc, meetingEndpoints.access, {
      actor: member,
      meeting: { meetingNumber: oneToOne.meetingNumber },
    });
    expect(byRoom.meeting?.id).toBe(oneToOne.id);

    await call(bed.nc, meetingEndpoints.delete, { actor: host, meetingId: oneToOne.id });
    expect((await access(member, oneToOne.id)).allowed).toBe(true);
    expect((await access(member, 999_999)).meeting).toBeNull();
  });
});

describe('instant rooms', () => {
  it('a host starts one now; it is entered by its alias, never listed, and active until end + 2 h', async () => {
    const member = await bed.newUser();
    const { room } = await call(bed.nc, meetingEndpoints.createRoom, { actor: host, name: '  Stand-up ' });
    expect(room).toMatchObject({ name: 'Stand-up', alias: expect.stringMatching(/^[a-z0-9]+$/) });
    expect(room.meetingNumber).toMatch(/^\d{11}$/);
    expect(await hostEnter(host, room.alias)).toMatchObject({ seatType: 'conference', canHost: true });
    expect((await enter(member, room.alias)).canHost).toBe(false);
    const active = async () =>
      (await call(bed.nc, meetingEndpoints.activeRooms, { actor: member })).rooms.filter(
        (r) => r.room === room.alias,
      );
    expect(await active()).toEqual([
      { room: room.alias, meetingNumber: room.meetingNumber, name: 'Stand-up', userId: host.userId },
    ]);
    expect(
      (await call(bed.nc, meetingEndpoints.listForUser, { actor: host, userId: member.userId, zone: 'UTC' }))
        .total,
    ).toBe(0);
    bed.meetings.clock.advance(2.5 * HOUR + 1);
    expect(await active()).toEqual([]);
  });

  it('refuses members and a blank name, storing nothing', async () => {
    const member = await bed.newUser();
    expect(
      await refusal(call(bed.nc, meetingEndpoints.createRoom, { actor: member, name: 'Mine' })),
    ).toMatchObject({
      code: 'FORBIDDEN',
      message: meetingMessages.onlyHostsStartRooms,
    });
    const blank = await refusal(call(bed.nc, meetingEndpoints.createRoom, { actor: host, name: '  ' }));
    expect(blank.details.fields).toEqual({ name: meetingMessages.roomNameRequired });
    const rooms = (await call(bed.nc, meetingEndpoints.activeRooms, { actor: member })).rooms;
    expect(rooms.filter((r) => r.name === 'Mine' || r.name === '')).toEqual([]);
  });
});
