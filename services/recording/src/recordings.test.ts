import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type Actor,
  type AppError,
  groupEndpoints,
  meetingEndpoints,
  RECORDINGS_PAGE_SIZE,
  recordingEndpoints,
  recordingFileRelativePath,
  recordingMessages,
  userEndpoints,
} from '@canstring/contracts';
import { startMeetingServiceForTest, type TestMeetingService } from '@canstring/meeting-service/testing';
import { call, connectNats, type NatsConnection } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import { startUserServiceForTest, type TestUserService } from '@canstring/user-service/testing';
import { startRecordingServiceForTest, type TestRecordingService } from './testing';

let nats: TestNats;
let users: TestUserService;
let meetings: TestMeetingService;
let recordings: TestRecordingService;
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

const signIn = async (email: string, password: string): Promise<Actor> => {
  const result = await call(nc, userEndpoints.authenticate, { email, password });
  if (result.kind !== 'session') throw new Error('expected a session');
  return (await call(nc, userEndpoints.checkToken, { token: result.session.token })).actor;
};
let sequence = 0;
const newUser = async (role: 1 | 2 = 2): Promise<Actor> => {
  sequence++;
  const email = `rec${sequence}-${process.pid}@example.org`;
  await users.addUser({ email, password: 'secret1', firstName: `Person${sequence}`, role });
  return signIn(email, 'secret1');
};
const scheduleWith = async (target: { kind: 'user'; userId: number } | { kind: 'group'; groupId: number }) =>
  (
    await call(nc, meetingEndpoints.schedule, {
      actor: host,
      meeting: { title: 'Review', seatType: 'conference', isRecurring: false, zone: 'UTC', target },
    })
  ).meeting;
let names = 0;
const register = (actor: Actor, alias: string, fileName = 'Session') =>
  call(nc, recordingEndpoints.register, {
    actor,
    meeting: { alias },
    recording: { uniqueName: `rec-${process.pid}-${++names}`, fileName },
  }).then((r) => r.recording);
const listWith = (actor: Actor, target: { userId: number } | { groupId: number }, offset = 0) =>
  call(nc, recordingEndpoints.list, { actor, target, offset });

beforeAll(async () => {
  nats = await startNatsServer();
  users = await startUserServiceForTest({ natsUrl: nats.url });
  meetings = await startMeetingServiceForTest({ natsUrl: nats.url });
  recordings = await startRecordingServiceForTest({ natsUrl: nats.url });
  nc = await connectNats(nats.url, 'recording-test');
  admin = await signIn(users.adminEmail, users.adminPassword);
  host = await newUser(1);
});
afterAll(async () => {
  await nc?.close();
  await recordings?.stop();
  await meetings?.stop();
  await users?.stop();
  await nats?.stop();
});

describe('recordings', () => {
  it('are stored for a meeting its host records and listed newest first, 15 a page, for the meeting pair only', async () => {
    const member = await newUser();
    const other = await newUser();
    const meeting = await scheduleWith({ kind: 'user', userId: member.userId });
    const stored = [];
    for (let i = 0; i < RECORDINGS_PAGE_SIZE + 2; i++)
      stored.push(await register(host, meeting.alias, `Part ${i}`));
    expect(stored[0]).toMatchObject({
      roomId: meeting.meetingNumber,
      meetingId: meeting.id,
      title: 'Review',
    });
    const first = await listWith(host, { userId: member.userId });
    expect(first.total).toBe(RECORDINGS_PAGE_SIZE + 2);
    expect(first.recordings).toHaveLength(RECORDINGS_PAGE_SIZE);
    expect(first.recordings[0]?.fileName).toBe(`Part ${RECORDINGS_PAGE_SIZE + 1}`);
    const second = await listWith(host, { userId: member.userId }, RECORDINGS_PAGE_SIZE);
    expect(second.recordings.map((r) => r.fileName)).toEqual(['Part 1', 'Part 0']);
    expect((await listWith(host, { userId: other.userId })).total).toBe(0);
  });

  it('are refused to members, to non-hosts of the meeting, for a duplicate or unsafe name, storing nothing', async () => {
    const member = await newUser();
    const meeting = await scheduleWith({ kind: 'user', userId: member.userId });
    expect(await refusal(listWith(member, { userId: host.userId }))).toMatchObject({
      code: 'FORBIDDEN',
      message: recordingMessages.onlyHostsManage,
    });
    expect((await refusal(register(member, meeting.alias))).code).toBe('FORBIDDEN');
    const kept = await register(host, meeting.alias);
    const again = await refusal(
      call(nc, recordingEndpoints.register, {
        actor: host,
        meeting: { alias: meeting.alias },
        recording: { uniqueName: kept.uniqueName, fileName: 'Copy' },
      }),
    );
    expect(again).toMatchObject({ code: 'CONFLICT', message: recordingMessages.uniqueNameTaken });
    const unsafe = await refusal(
      call(nc, recordingEndpoints.register, {
        actor: host,
        meeting: { alias: meeting.alias },
        recording: { uniqueName: '../escape', fileName: ' ' },
      }),
    );
    expect(unsafe.details.fields).toEqual({
      'recording.uniqueName': recordingMessages.uniqueNameInvalid,
      'recording.fileName': recordingMessages.fileNameRequired,
    });
    expect((await listWith(host, { userId: member.userId })).recordings.map((r) => r.id)).toEqual([kept.id]);
  });

  it('are renamed (name required, trimmed) and deleted with their file by hosts who see the meeting', async () => {
    const member = await newUser();
    const meeting = await scheduleWith({ kind: 'user', userId: member.userId });
    const recording = await register(host, meeting.alias);
    const blank = await refusal(
      call(nc, recordingEndpoints.rename, { actor: host, recordingId: recording.id, fileName: '  ' }),
    );
    expect(blank.details.fields).toEqual({ fileName: recordingMessages.fileNameRequired });
    expect(
      (
        await refusal(
          call(nc, recordingEndpoints.rename, { actor: member, recordingId: recording.id, fileName: 'x' }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    const renamed = await call(nc, recordingEndpoints.rename, {
      actor: host,
      recordingId: recording.id,
      fileName: '  Final cut ',
    });
    expect(renamed.recording.fileName).toBe('Final cut');

    const file = path.join(recordings.dataDir, recordingFileRelativePath(recording.uniqueName));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'matroska');
    expect(
      (await refusal(call(nc, recordingEndpoints.delete, { actor: member, recordingId: recording.id }))).code,
    ).toBe('FORBIDDEN');
    expect(existsSync(file)).toBe(true);
    await call(nc, recordingEndpoints.delete, { actor: admin, recordingId: recording.id });
    expect(existsSync(file)).toBe(false);
    expect((await listWith(host, { userId: member.userId })).total).toBe(0);
    expect(
      await refusal(call(nc, recordingEndpoints.delete, { actor: host, recordingId: recording.id })),
    ).toMatchObject({ code: 'NOT_FOUND', message: recordingMessages.recordingNotFound });
  });

  it('may be downloaded by whoever may see the meeting: its people, group members, administrators', async () => {
    const member = await newUser();
    const classmate = await newUser();
    const stranger = await newUser();
    const { group } = await call(nc, groupEndpoints.create, {
      actor: admin,
      group: { name: `Recorded ${sequence}`, userIds: [classmate.userId] },
    });
    const oneToOne = await register(
      host,
      (await scheduleWith({ kind: 'user', userId: member.userId })).alias,
      'Pair',
    );
    const groupMeeting = await scheduleWith({ kind: 'group', groupId: group.id });
    const lesson = await register(host, groupMeeting.alias, 'Lesson');
    const authorize = (actor: Actor, uniqueName: string) =>
      call(nc, recordingEndpoints.authorizeDownload, { actor, uniqueName });

    expect(await authorize(member, oneToOne.uniqueName)).toEqual({
      uniqueName: oneToOne.uniqueName,
      fileName: 'Pair',
    });
    expect((await authorize(host, oneToOne.uniqueName)).fileName).toBe('Pair');
    expect((await authorize(admin, oneToOne.uniqueName)).fileName).toBe('Pair');
    expect((await authorize(classmate, lesson.uniqueName)).fileName).toBe('Lesson');
    expect((await refusal(authorize(stranger, oneToOne.uniqueName))).code).toBe('FORBIDDEN');
    expect((await refusal(authorize(member, lesson.uniqueName))).code).toBe('FORBIDDEN');
    expect((await refusal(authorize(member, 'no-such-recording'))).code).toBe('NOT_FOUND');
    expect((await refusal(authorize(member, '../../secrets'))).code).toBe('BAD_INPUT');

    const groupList = await listWith(admin, { groupId: group.id });
    expect(groupList.recordings.map((r) => r.fileName)).toEqual(['Lesson']);
  });
});
