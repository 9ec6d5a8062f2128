import {
  type Actor,
  type AppError,
  groupEndpoints,
  type MeetingTarget,
  meetingEndpoints,
  meetingMessages,
  type ScheduleMeeting,
  userEndpoints,
} from '@canstring/contracts';
import { call, connectNats, type NatsConnection } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import { startUserServiceForTest, type TestUserService } from '@canstring/user-service/testing';
import { startMeetingServiceForTest, type TestMeetingService } from './testing';

// 10:00 in UTC, 15:30 in Kolkata, 05:00 in Toronto.
const NOW = '2026-11-22T10:00:00.000Z';
const HOUR = 3_600_000;
const PASSWORD = 'secret1';

let nats: TestNats;
let users: TestUserService;
let meetings: TestMeetingService;
let nc: NatsConnection;
let admin: Actor;
let host: Actor;

const refusal = (promise: Promise<unknown>): Promise<AppError> =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: AppError) => e,
  );

const signIn = async (email: string): Promise<Actor> => {
  const result = await call(nc, userEndpoints.authenticate, { email, password: PASSWORD });
  if (result.kind !== 'session') throw new Error(`expected a session for ${email}`);
  return (await call(nc, userEndpoints.checkToken, { token: result.session.token })).actor;
};

let sequence = 0;
/** A fresh signed-in account, so each test has its own meetings. */
const newUser = async (role: 1 | 2 = 2): Promise<Actor> => {
  sequence++;
  const email = `person${sequence}-${process.pid}@example.org`;
  await users.addUser({ email, password: PASSWORD, firstName: `Person${sequence}`, role });
  return signIn(email);
};
let hostFirstName: string;

const withUser = (actor: Actor): MeetingTarget => ({ kind: 'user', userId: actor.userId });

const schedule = (actor: Actor, meeting: Partial<ScheduleMeeting> & { target: MeetingTarget }) =>
  call(nc, meetingEndpoints.schedule, {
    actor,
    meeting: { title: 'Weekly review', seatType: 'conference', isRecurring: false, zone: 'UTC', ...meeting },
  }).then((r) => r.meeting);

const listWith = (actor: Actor, other: Actor, zone = 'UTC') =>
  call(nc, meetingEndpoints.listForUser, { actor, userId: other.userId, zone });

const validate = (alias: string, actor?: Actor) =>
  call(nc, meetingEndpoints.validate, { actor, alias, currentDate: NOW, zone: 'Asia/Kolkata' });

beforeAll(async () => {
  nats = await startNatsServer();
  users = await startUserServiceForTest({ natsUrl: nats.url });
  meetings = await startMeetingServiceForTest({ natsUrl: nats.url, now: NOW });
  nc = await connectNats(nats.url, 'meeting-test');
  const result = await call(nc, userEndpoints.authenticate, {
    email: users.adminEmail,
    password: users.adminPassword,
  });
  if (result.kind !== 'session') throw new Error('expected an administrator session');
  admin = (await call(nc, userEndpoints.checkToken, { token: result.session.token })).actor;
  host = await newUser(1);
  hostFirstName = `Person${sequence}`;
});

afterAll(async () => {
  await nc?.close();
  await meetings?.stop();
  await users?.stop();
  await nats?.stop();
});

beforeEach(() => meetings.clock.set(NOW));

describe('scheduling', () => {
  it('stores a one-time meeting from now to now + 30 min + 2 h with a URL-safe alias and an 11-digit room', async () => {
    const member = await newUser();
    const meeting = await schedule(host, { target: withUser(member), zone: 'Asia/Kolkata' });
    expect(meeting).toMatchObject({
      title: 'Weekly review',
      organizerUserId: host.userId,
      organizerFirstName: hostFirstName,
      organizerLastName: null,
      target: withUser(member),
      seatType: 'conference',
      isRecurring: false,
      zone: 'Asia/Kolkata',
      startAt: NOW,
      endAt: '2026-11-22T12:30:00.000Z',
      active: true,
    });
    expect(meeting.alias).toMatch(/^[a-z0-9]+$/);
    expect(meeting.meetingNumber).toMatch(/^\d{11}$/);
  });

  it('keeps a given meeting ID and defaults a recurring end to start + 30 min', async () => {
    const member = await newUser();
    const meeting = await schedule(host, {
      target: withUser(member),
      meetingNumber: '12345678901',
      isRecurring: true,
      startAt: '2026-11-22T14:00:00Z',
    });
    expect(meeting).toMatchObject({
      meetingNumber: '12345678901',
      isRecurring: true,
      startAt: '2026-11-22T14:00:00.000Z',
      endAt: '2026-11-22T14:30:00.000Z',
    });
  });

  it('makes a webinar non-recurring, from now to now + 168 h, in a room of its own', async () => {
    const member = await newUser();
    const meeting = await schedule(host, {
      target: withUser(member),
      seatType: 'webinar',
      isRecurring: true,
      meetingNumber: '12345678901',
      startAt: '2026-11-22T14:00:00Z',
    });
    expect(meeting).toMatchObject({ isRecurring: false, startAt: NOW, endAt: '2026-11-29T10:00:00.000Z' });
    expect(meeting.meetingNumber).not.toBe('12345678901');
  });

  it('bounds a recurring start by the end of the organizer day in their zone', async () => {
    const member = await newUser();
    // 04:59 UTC tomorrow is 23:59 today in Toronto.
    const startAt = '2026-11-23T04:59:00Z';
    const accepted = await schedule(host, {
      target: withUser(member),
      isRecurring: true,
      startAt,
      zone: 'America/Toronto',
    });
    expect(accepted.startAt).toBe('2026-11-23T04:59:00.000Z');
    const refused = await refusal(
      schedule(host, { target: withUser(member), isRecurring: true, startAt, zone: 'UTC' }),
    );
    expect(refused).toMatchObject({ code: 'BAD_INPUT', message: meetingMessages.startAfterToday });
    expect((await listWith(host, member)).total).toBe(1);
  });

  it('refuses a missing title, an end before the start, a past recurring start and a bad zone, storing nothing', async () => {
    const member = await newUser();
    const target = withUser(member);
    const noTitle = await refusal(schedule(host, { target, title: '   ' }));
    expect(noTitle.code).toBe('BAD_INPUT');
    expect(noTitle.details.fields?.['meeting.title']).toBe(meetingMessages.titleRequired);
    const endBeforeStart = await refusal(
      schedule(host, {
        target,
        isRecurring: true,
        startAt: '2026-11-22T12:00:00Z',
        endAt: '2026-11-22T11:00:00Z',
      }),
    );
    expect(endBeforeStart).toMatchObject({ code: 'BAD_INPUT', message: meetingMessages.endBeforeStart });
    const pastStart = await refusal(
      schedule(host, { target, isRecurring: true, startAt: '2026-11-22T09:00:00Z' }),
    );
    expect(pastStart).toMatchObject({ code: 'BAD_INPUT', message: meetingMessages.startInPast });
    const badZone = await refusal(schedule(host, { target, zone: 'Mars/Olympus' }));
    expect(badZone.details.fields?.['meeting.zone']).toBe(meetingMessages.invalidZone);
    expect(await listWith(host, member)).toEqual({ meetings: [], total: 0 });
  });

  it('refuses a member (FORBIDDEN) and stores nothing', async () => {
    const member = await newUser();
    const other = await newUser();
    const refused = await refusal(schedule(member, { target: withUser(other) }));
    expect(refused).toMatchObject({ code: 'FORBIDDEN', message: meetingMessages.onlyHostsSchedule });
    expect((await listWith(member, other)).total).toBe(0);
  });

  it('refuses a host whose account was deactivated, though the token still says role 1', async () => {
    const formerHost = await newUser(1);
    const member = await newUser();
    await users.setActive(formerHost.userId, false);
    const refused = await refusal(schedule(formerHost, { target: withUser(member) }));
    expect(refused).toMatchObject({ code: 'FORBIDDEN', message: meetingMessages.onlyHostsSchedule });
  });

  it('refuses a one-to-one meeting with an unknown user', async () => {
    const refused = await refusal(schedule(host, { target: { kind: 'user', userId: 999_999 } }));
    expect(refused.code).toBe('NOT_FOUND');
  });
});

describe('schedule list', () => {
  it('lists the meetings between two users for either of them, with dates in the viewer zone', async () => {
    const member = await newUser();
    const bystander = await newUser();
    const meeting = await schedule(host, { target: withUser(member), zone: 'UTC' });
    await schedule(host, { target: withUser(bystander) });

    const forMember = await listWith(member, host, 'America/Toronto');
    expect(forMember.total).toBe(1);
    expect(forMember.meetings[0]).toMatchObject({
      id: meeting.id,
      startDisplay: 'Nov 22 2026, 05:00',
      endDisplay: 'Nov 22 2026, 07:30',
      meetingTypeLabel: meetingMessages.oneTimeMeeting,
      ended: false,
      canJoin: true,
      canStart: false,
      canCopyLink: true,
      canDelete: false,
    });
    const forHost = await listWith(host, member, 'Asia/Kolkata');
    expect(forHost.meetings[0]).toMatchObject({
      startDisplay: 'Nov 22 2026, 15:30',
      endDisplay: 'Nov 22 2026, 18:00',
      canStart: true,
      canDelete: true,
    });
    expect((await listWith(member, host, 'UTC')).meetings[0]?.startDisplay).toBe('Nov 22 2026, 10:00');
    expect((await listWith(member, bystander)).total).toBe(0);
  });

  it('disables join, start and copy-link once the end has passed, without waiting', async () => {
    const member = await newUser();
    await schedule(host, { target: withUser(member) });
    meetings.clock.advance(2.5 * HOUR);
    expect((await listWith(host, member)).meetings[0]).toMatchObject({ ended: false, canStart: true });
    meetings.clock.advance(1);
    expect((await listWith(host, member)).meetings[0]).toMatchObject({
      ended: true,
      canJoin: false,
      canStart: false,
      canCopyLink: false,
    });
  });

  it('refuses an unknown time zone', async () => {
    const refused = await refusal(listWith(host, admin, 'Nowhere/Town'));
    expect(refused.details.fields?.zone).toBe(meetingMessages.invalidZone);
  });

  it("lists a group's meetings for its members and refuses others", async () => {
    const member = await newUser();
    const outsider = await newUser();
    const { group } = await call(nc, groupEndpoints.create, {
      actor: admin,
      group: { name: `Class ${sequence}`, userIds: [member.userId] },
    });
    const meeting = await schedule(host, { target: { kind: 'group', groupId: group.id }, title: 'Algebra' });
    const list = await call(nc, meetingEndpoints.listForGroup, {
      actor: member,
      groupId: group.id,
      zone: 'Asia/Kolkata',
    });
    expect(list.meetings.map((m) => [m.id, m.title, m.startDisplay])).toEqual([
      [meeting.id, 'Algebra', 'Nov 22 2026, 15:30'],
    ]);
    const refused = await refusal(
      call(nc, meetingEndpoints.listForGroup, { actor: outsider, groupId: group.id, zone: 'UTC' }),
    );
    expect(refused.code).toBe('FORBIDDEN');
    const unknown = await refusal(schedule(host, { target: { kind: 'group', groupId: 999_999 } }));
    expect(unknown.code).toBe('NOT_FOUND');
  });

  it('lists only active meetings: a deleted one is gone; only its organizer or an administrator deletes', async () => {
    const member = await newUser();
    const kept = await schedule(host, { target: withUser(member), title: 'Kept' });
    const removed = await schedule(host, { target: withUser(member), title: 'Removed' });
    const refused = await refusal(
      call(nc, meetingEndpoints.delete, { actor: member, meetingId: removed.id }),
    );
    expect(refused.code).toBe('FORBIDDEN');
    await call(nc, meetingEndpoints.delete, { actor: host, meetingId: removed.id });
    const list = await listWith(member, host);
    expect(list.meetings.map((m) => m.title)).toEqual(['Kept']);
    expect(list.total).toBe(1);
    await call(nc, meetingEndpoints.delete, { actor: admin, meetingId: kept.id });
    expect((await listWith(member, host)).total).toBe(0);
    const again = await refusal(call(nc, meetingEndpoints.delete, { actor: host, meetingId: removed.id }));
    expect(again).toMatchObject({ code: 'NOT_FOUND', message: meetingMessages.meetingNotFound });
    expect((await refusal(validate(removed.alias))).code).toBe('NOT_FOUND');
  });
});

describe('meeting link validation', () => {
  it('answers the meeting fields for a valid alias, for a member and for a guest', async () => {
    const member = await newUser();
    const meeting = await schedule(host, {
      target: withUser(member),
      seatType: 'onetoone',
      title: 'Check-in',
    });
    const expected = {
      meeting_number: meeting.meetingNumber,
      user_id: host.userId,
      meet_type: 'onetoone',
      class_id: null,
      session_name: 'Check-in',
    };
    expect((await validate(meeting.alias, member)).meeting).toEqual(expected);
    expect((await validate(meeting.alias)).meeting).toEqual(expected);
  });

  it('gives the group as class_id', async () => {
    const member = await newUser();
    const { group } = await call(nc, groupEndpoints.create, {
      actor: admin,
      group: { name: `Class ${sequence}b`, userIds: [member.userId] },
    });
    const meeting = await schedule(host, { target: { kind: 'group', groupId: group.id } });
    expect((await validate(meeting.alias, member)).meeting.class_id).toBe(group.id);
  });

  it('refuses an unknown alias and an ended meeting', async () => {
    const unknown = await refusal(validate('no-such-meeting'));
    expect(unknown).toMatchObject({ code: 'NOT_FOUND', message: meetingMessages.meetingNotFound });
    const member = await newUser();
    const meeting = await schedule(host, { target: withUser(member) });
    meetings.clock.advance(2.5 * HOUR + 1);
    const ended = await refusal(validate(meeting.alias));
    expect(ended).toMatchObject({ code: 'BAD_INPUT', message: meetingMessages.meetingEnded });
  });

  it('refuses a bad zone or date', async () => {
    const refused = await refusal(
      call(nc, meetingEndpoints.validate, { alias: 'x', currentDate: 'yesterday', zone: 'Nowhere/Town' }),
    );
    expect(refused.details.fields).toEqual({
      currentDate: meetingMessages.invalidDate,
      zone: meetingMessages.invalidZone,
    });
  });
});

describe('host page', () => {
  it('lets only the organizer host', async () => {
    const member = await newUser();
    const meeting = await schedule(host, { target: withUser(member) });
    const canHost = async (actor: Actor, alias = meeting.alias) =>
      (await call(nc, meetingEndpoints.canHost, { actor, alias })).canHost;
    expect(await canHost(host)).toBe(true);
    expect(await canHost(member)).toBe(false);
    expect(await canHost(admin)).toBe(false);
    expect(await canHost(host, 'no-such-meeting')).toBe(false);
  });
});
