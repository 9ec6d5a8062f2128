import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type Actor,
  type AppError,
  EXAM_FLAG_BACKDATE_MAX_MS,
  groupEndpoints,
  proctoringEndpoints,
  proctoringMessages,
  proctoringStillPath,
  userEndpoints,
} from '@canstring/contracts';
import { call, connectNats, createFixedClock, type NatsConnection } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import { startUserServiceForTest, type TestUserService } from '@canstring/user-service/testing';
import sharp from 'sharp';
import { startProctoringServiceForTest, type TestProctoringService } from './testing';

jest.setTimeout(60_000);

let nats: TestNats;
let users: TestUserService;
let proctoring: TestProctoringService;
let nc: NatsConnection;
let admin: Actor;
let examiner: Actor;
let first: Actor;
let second: Actor;
let outsider: Actor;
let groupId: number;
const clock = createFixedClock('2026-11-26T09:00:00.000Z');

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
const newUser = async (role: 1 | 2, firstName: string): Promise<Actor> => {
  sequence++;
  const email = `proctor${sequence}-${process.pid}@example.org`;
  await users.addUser({ email, password: 'secret1', firstName, role });
  return signIn(email, 'secret1');
};
const createExam = (actor: Actor, title = 'Algebra final', extra: Partial<{ groupId: number }> = {}) =>
  call(nc, proctoringEndpoints.create, {
    actor,
    exam: { groupId, title, startAt: clock.now().toISOString(), durationMinutes: 45, ...extra },
  }).then((r) => r.exam);
const picture = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .toBuffer();
/** What the file server does with a still: asks where, writes it there, has it kept. */
const uploadStill = async (actor: Actor, examId: number, flagId: string, kind: 'camera' | 'screen') => {
  const body = await picture();
  const asked = { actor, examId, flagId, kind, contentType: 'image/jpeg' as const, bytes: body.length };
  const { relativePath } = await call(nc, proctoringEndpoints.stillAuthorizeUpload, asked);
  const file = path.join(proctoring.dataDir, relativePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
  return (await call(nc, proctoringEndpoints.stillRecord, asked)).still;
};

beforeAll(async () => {
  nats = await startNatsServer();
  users = await startUserServiceForTest({ natsUrl: nats.url });
  proctoring = await startProctoringServiceForTest({ natsUrl: nats.url, clock });
  nc = await connectNats(nats.url, 'proctoring-test');
  admin = await signIn(users.adminEmail, users.adminPassword);
  examiner = await newUser(1, 'Erin');
  first = await newUser(2, 'Ada');
  second = await newUser(2, '=Bob');
  outsider = await newUser(2, 'Olga');
  const { group } = await call(nc, groupEndpoints.create, {
    actor: admin,
    group: { name: 'Class 9B', userIds: [examiner.userId, first.userId, second.userId] },
  });
  groupId = group.id;
});
beforeEach(() => clock.set('2026-11-26T09:00:00.000Z'));
afterAll(async () => {
  await nc?.close();
  await proctoring?.stop();
  await users?.stop();
  await nats?.stop();
});

describe('exams', () => {
  it('are created by an administrator of the class, with both links, and listed to the examiner and the class', async () => {
    const exam = await createExam(examiner);
    expect(exam).toMatchObject({
      title: 'Algebra final',
      groupName: 'Class 9B',
      examinerName: 'Erin',
      status: 'scheduled',
      durationMinutes: 45,
      endAt: '2026-11-26T09:45:00.000Z',
      alias: `exam-${exam.examId}`,
      candidateLink: `/proctoring/candidate?exam=${exam.examId}`,
      examinerLink: `/proctoring/examinor?exam=${exam.examId}`,
    });
    expect(exam.room).toMatch(/^[1-9]\d{13}$/);
    const mine = await call(nc, proctoringEndpoints.list, { actor: examiner });
    expect(mine.exams).toContainEqual({ exam, role: 'examiner' });
    const theirs = await call(nc, proctoringEndpoints.list, { actor: first });
    expect(theirs.exams).toContainEqual({ exam, role: 'candidate' });
    expect((await call(nc, proctoringEndpoints.list, { actor: outsider })).exams).toEqual([]);
  });

  it('are refused to a member, to an administrator outside the class, and with bad times, storing nothing', async () => {
    expect(await refusal(createExam(first))).toMatchObject({
      code: 'FORBIDDEN',
      message: proctoringMessages.examinerRoleRequired,
    });
    expect(await refusal(createExam(admin))).toMatchObject({
      code: 'FORBIDDEN',
      message: proctoringMessages.examinerNotInClass,
    });
    const long = await refusal(
      call(nc, proctoringEndpoints.create, {
        actor: examiner,
        exam: { groupId, title: 'Too long', startAt: clock.now().toISOString(), durationMinutes: 601 },
      }),
    );
    expect(long).toMatchObject({
      code: 'BAD_INPUT',
      details: { fields: { 'exam.durationMinutes': proctoringMessages.durationOutOfRange } },
    });
    const past = await refusal(
      call(nc, proctoringEndpoints.create, {
        actor: examiner,
        exam: { groupId, title: 'Past', startAt: '2026-11-25T09:00:00.000Z', durationMinutes: 30 },
      }),
    );
    expect(past).toMatchObject({ code: 'BAD_INPUT', message: proctoringMessages.startTooEarly });
    const blank = await refusal(createExam(examiner, '   '));
    expect(blank).toMatchObject({
      code: 'BAD_INPUT',
      details: { fields: { 'exam.title': proctoringMessages.titleRequired } },
    });
    const titles = (await call(nc, proctoringEndpoints.list, { actor: examiner })).exams.map(
      (e) => e.exam.title,
    );
    expect(titles).not.toEqual(expect.arrayContaining(['Too long', 'Past']));
  });

  it('admit the examiner as host and the class as candidates at the room’s door; anyone else is refused', async () => {
    const exam = await createExam(examiner, 'Entry');
    const asExaminer = await call(nc, proctoringEndpoints.entry, { actor: examiner, examId: exam.examId });
    expect(asExaminer).toMatchObject({
      role: 'examiner',
      entry: { meetingNumber: exam.room, alias: exam.alias, canHost: true, groupId, title: 'Entry' },
      snapshot: { examId: exam.examId, status: 'scheduled', candidates: [] },
    });
    const asCandidate = await call(nc, proctoringEndpoints.entry, { actor: first, examId: exam.examId });
    expect(asCandidate).toMatchObject({ role: 'candidate', userName: 'Ada', entry: { canHost: false } });
    expect(asCandidate.snapshot.candidates).toEqual([
      expect.objectContaining({ userId: first.userId, userName: 'Ada', startedAt: null, disqualified: null }),
    ]);
    expect(
      await refusal(call(nc, proctoringEndpoints.entry, { actor: outsider, examId: exam.examId })),
    ).toMatchObject({ code: 'FORBIDDEN', message: proctoringMessages.notInClass });
    expect(
      await refusal(call(nc, proctoringEndpoints.entry, { actor: first, examId: 999_999 })),
    ).toMatchObject({
      code: 'NOT_FOUND',
      message: proctoringMessages.examNotFound,
    });
  });
});

describe('a test', () => {
  it('runs from the examiner’s start to their stop; candidates start once, after it; the report follows', async () => {
    const exam = await createExam(examiner, 'Run');
    const examId = exam.examId;
    await call(nc, proctoringEndpoints.entry, { actor: first, examId });
    await call(nc, proctoringEndpoints.entry, { actor: second, examId });
    expect(
      await refusal(call(nc, proctoringEndpoints.candidateStart, { actor: first, examId })),
    ).toMatchObject({
      code: 'CONFLICT',
      message: proctoringMessages.notStarted,
    });
    expect(await refusal(call(nc, proctoringEndpoints.testStart, { actor: first, examId }))).toMatchObject({
      code: 'FORBIDDEN',
      message: proctoringMessages.notExaminer,
    });
    const started = await call(nc, proctoringEndpoints.testStart, { actor: examiner, examId });
    expect(started.exam).toMatchObject({ status: 'started', startedAt: '2026-11-26T09:00:00.000Z' });
    expect(await refusal(call(nc, proctoringEndpoints.testStart, { actor: examiner, examId }))).toMatchObject(
      {
        code: 'CONFLICT',
        message: proctoringMessages.alreadyStarted,
      },
    );
    expect(await refusal(call(nc, proctoringEndpoints.report, { actor: examiner, examId }))).toMatchObject({
      code: 'CONFLICT',
      message: proctoringMessages.reportNotReady,
    });

    clock.advance(5_000);
    const { candidate } = await call(nc, proctoringEndpoints.candidateStart, { actor: first, examId });
    expect(candidate).toMatchObject({ userId: first.userId, startedAt: '2026-11-26T09:00:05.000Z' });
    expect(
      await refusal(call(nc, proctoringEndpoints.candidateStart, { actor: first, examId })),
    ).toMatchObject({ code: 'CONFLICT', message: proctoringMessages.candidateAlreadyStarted });
    await call(nc, proctoringEndpoints.candidateStart, { actor: second, examId });

    clock.advance(60_000);
    const stopped = await call(nc, proctoringEndpoints.testStop, { actor: examiner, examId });
    expect(stopped.exam.status).toBe('stopped');
    expect(stopped.candidates.map((c) => [c.userName, c.elapsedSeconds, c.endedAt])).toEqual([
      ['=Bob', 60, '2026-11-26T09:01:05.000Z'],
      ['Ada', 60, '2026-11-26T09:01:05.000Z'],
    ]);
    expect(await refusal(call(nc, proctoringEndpoints.testStop, { actor: examiner, examId }))).toMatchObject({
      code: 'CONFLICT',
      message: proctoringMessages.alreadyStopped,
    });
    expect(await refusal(call(nc, proctoringEndpoints.entry, { actor: first, examId }))).toMatchObject({
      code: 'CONFLICT',
      message: proctoringMessages.alreadyStopped,
    });
    const { report } = await call(nc, proctoringEndpoints.report, { actor: examiner, examId });
    expect(report.candidates.map((c) => [c.userName, c.startedAt, c.endedAt, c.elapsedSeconds])).toEqual([
      ['=Bob', '2026-11-26T09:00:05.000Z', '2026-11-26T09:01:05.000Z', 60],
      ['Ada', '2026-11-26T09:00:05.000Z', '2026-11-26T09:01:05.000Z', 60],
    ]);
  });

  it('stops by itself at its end once its duration has run (the room service asks), not before', async () => {
    const exam = await createExam(examiner, 'Timed');
    const examId = exam.examId;
    await call(nc, proctoringEndpoints.entry, { actor: first, examId });
    const early = refusal(call(nc, proctoringEndpoints.testTimeUp, { examId }));
    expect(await early).toMatchObject({ code: 'CONFLICT', message: proctoringMessages.testNotRunning });
    clock.advance(60_000);
    await call(nc, proctoringEndpoints.testStart, { actor: examiner, examId });
    await call(nc, proctoringEndpoints.candidateStart, { actor: first, examId });
    clock.advance(45 * 60_000 - 1);
    expect((await refusal(call(nc, proctoringEndpoints.testTimeUp, { examId }))).code).toBe('CONFLICT');
    clock.advance(5_000);
    const up = await call(nc, proctoringEndpoints.testTimeUp, { examId });
    expect(up.exam).toMatchObject({ status: 'stopped', stoppedAt: '2026-11-26T09:46:00.000Z' });
    expect(up.candidates).toEqual([
      expect.objectContaining({
        userName: 'Ada',
        endedAt: '2026-11-26T09:46:00.000Z',
        elapsedSeconds: 45 * 60,
      }),
    ]);
  });

  it('keeps flags with the server’s time and their stills (the examiner’s only), and refuses forged times', async () => {
    const exam = await createExam(examiner, 'Flags');
    const examId = exam.examId;
    await call(nc, proctoringEndpoints.entry, { actor: first, examId });
    const flag = (actor: Actor, happenedAt: string | null = null) =>
      call(nc, proctoringEndpoints.flagRaise, { actor, examId, kind: 'tabLeft', detail: null, happenedAt });
    expect(await refusal(flag(first))).toMatchObject({
      code: 'CONFLICT',
      message: proctoringMessages.candidateNotStarted,
    });
    await call(nc, proctoringEndpoints.testStart, { actor: examiner, examId });
    await call(nc, proctoringEndpoints.candidateStart, { actor: first, examId });
    clock.advance(10_000);
    const raised = (await flag(first)).flag;
    expect(raised).toMatchObject({
      userId: first.userId,
      userName: 'Ada',
      kind: 'tabLeft',
      at: clock.now().toISOString(),
      stills: [],
    });
    const future = new Date(clock.now().getTime() + 60_000).toISOString();
    expect(await refusal(flag(first, future))).toMatchObject({
      code: 'BAD_INPUT',
      message: proctoringMessages.forgedFlagTime,
    });
    const beforeStart = new Date(clock.now().getTime() - 20_000).toISOString();
    expect(await refusal(flag(first, beforeStart))).toMatchObject({
      code: 'BAD_INPUT',
      message: proctoringMessages.forgedFlagTime,
    });
    clock.advance(EXAM_FLAG_BACKDATE_MAX_MS);
    const tooOld = new Date(clock.now().getTime() - EXAM_FLAG_BACKDATE_MAX_MS - 1_000).toISOString();
    expect(await refusal(flag(first, tooOld))).toMatchObject({ code: 'BAD_INPUT' });
    const offline = new Date(clock.now().getTime() - 3_000).toISOString();
    expect((await flag(first, offline)).flag.at).toBe(offline);
    expect(await refusal(flag(examiner))).toMatchObject({
      code: 'FORBIDDEN',
      message: proctoringMessages.candidateOnly,
    });
    expect(await refusal(flag(outsider))).toMatchObject({
      code: 'FORBIDDEN',
      message: proctoringMessages.notInClass,
    });

    const camera = await uploadStill(first, examId, raised.flagId, 'camera');
    await uploadStill(first, examId, raised.flagId, 'screen');
    expect(camera.path).toBe(proctoringStillPath(examId, raised.flagId, 'camera'));
    const again = refusal(uploadStill(first, examId, raised.flagId, 'camera'));
    expect(await again).toMatchObject({ code: 'CONFLICT', message: proctoringMessages.stillAlreadyKept });
    const notMine = refusal(uploadStill(second, examId, raised.flagId, 'camera'));
    expect((await notMine).code).toBe('FORBIDDEN');
    const where = { examId, flagId: raised.flagId, kind: 'screen' as const };
    const served = await call(nc, proctoringEndpoints.stillAuthorizeDownload, { actor: examiner, ...where });
    expect(served.contentType).toBe('image/jpeg');
    expect(readFileSync(path.join(proctoring.dataDir, served.relativePath)).subarray(0, 2)).toEqual(
      Buffer.from([0xff, 0xd8]),
    );
    expect(
      await refusal(call(nc, proctoringEndpoints.stillAuthorizeDownload, { actor: first, ...where })),
    ).toMatchObject({ code: 'FORBIDDEN', message: proctoringMessages.notExaminer });

    const seen = await call(nc, proctoringEndpoints.get, { actor: examiner, examId });
    expect(seen.candidates).toEqual([expect.objectContaining({ userName: 'Ada', flagCount: 2 })]);
    expect(seen.flags[0]?.stills.map((s) => s.kind)).toEqual(['camera', 'screen']);
    const own = await call(nc, proctoringEndpoints.get, { actor: first, examId });
    expect(own).toMatchObject({ role: 'candidate', flags: [] });
  });

  it('keeps the examiner’s messages to one candidate, seen by that candidate only', async () => {
    const exam = await createExam(examiner, 'Messages');
    const examId = exam.examId;
    await call(nc, proctoringEndpoints.entry, { actor: first, examId });
    await call(nc, proctoringEndpoints.entry, { actor: second, examId });
    const sent = await call(nc, proctoringEndpoints.messageRecord, {
      actor: examiner,
      examId,
      toUserId: first.userId,
      message: 'Eyes on your own screen',
    });
    expect(sent.message).toMatchObject({ fromName: 'Erin', toUserId: first.userId });
    expect((await call(nc, proctoringEndpoints.get, { actor: first, examId })).messages).toEqual([
      sent.message,
    ]);
    expect((await call(nc, proctoringEndpoints.get, { actor: second, examId })).messages).toEqual([]);
    const stranger = refusal(
      call(nc, proctoringEndpoints.messageRecord, {
        actor: examiner,
        examId,
        toUserId: outsider.userId,
        message: 'Hi',
      }),
    );
    expect(await stranger).toMatchObject({
      code: 'NOT_FOUND',
      message: proctoringMessages.candidateNotInExam,
    });
    const byCandidate = refusal(
      call(nc, proctoringEndpoints.messageRecord, {
        actor: first,
        examId,
        toUserId: second.userId,
        message: 'Hi',
      }),
    );
    expect(await byCandidate).toMatchObject({ code: 'FORBIDDEN', message: proctoringMessages.notExaminer });
  });

  it('disqualifies a candidate once, ending their test, and keeps them out of the room after', async () => {
    const exam = await createExam(examiner, 'Disqualify');
    const examId = exam.examId;
    await call(nc, proctoringEndpoints.entry, { actor: second, examId });
    await call(nc, proctoringEndpoints.testStart, { actor: examiner, examId });
    await call(nc, proctoringEndpoints.candidateStart, { actor: second, examId });
    clock.advance(30_000);
    const at = clock.now().toISOString();
    const input = { examId, userId: second.userId, reason: 'pageClosed' as const, at };
    const { candidate } = await call(nc, proctoringEndpoints.candidateDisqualify, input);
    expect(candidate).toMatchObject({
      disqualified: 'pageClosed',
      disqualifiedAt: at,
      endedAt: at,
      elapsedSeconds: 30,
    });
    clock.advance(5_000);
    const again = await call(nc, proctoringEndpoints.candidateDisqualify, {
      ...input,
      reason: 'connectionLost',
      at: clock.now().toISOString(),
    });
    expect(again.candidate).toMatchObject({ disqualified: 'pageClosed', disqualifiedAt: at });
    expect(await refusal(call(nc, proctoringEndpoints.entry, { actor: second, examId }))).toMatchObject({
      code: 'FORBIDDEN',
      message: proctoringMessages.candidateDisqualified,
    });
  });
});

describe('the report', () => {
  it('exports as CSV (no formula from a name) and as PDF with the stills', async () => {
    const exam = await createExam(examiner, 'Export / final');
    const examId = exam.examId;
    await call(nc, proctoringEndpoints.entry, { actor: first, examId });
    await call(nc, proctoringEndpoints.entry, { actor: second, examId });
    await call(nc, proctoringEndpoints.testStart, { actor: examiner, examId });
    await call(nc, proctoringEndpoints.candidateStart, { actor: first, examId });
    await call(nc, proctoringEndpoints.candidateStart, { actor: second, examId });
    clock.advance(90_000);
    const { flag } = await call(nc, proctoringEndpoints.flagRaise, {
      actor: second,
      examId,
      kind: 'notWholeScreen',
      detail: 'window',
      happenedAt: null,
    });
    await uploadStill(second, examId, flag.flagId, 'camera');
    await uploadStill(second, examId, flag.flagId, 'screen');
    clock.advance(30_000);
    await call(nc, proctoringEndpoints.testStop, { actor: examiner, examId });

    const csv = await call(nc, proctoringEndpoints.reportExport, { actor: examiner, examId, format: 'csv' });
    expect(csv).toMatchObject({
      fileName: 'Export final report.csv',
      contentType: 'text/csv; charset=utf-8',
    });
    const text = readFileSync(path.join(proctoring.dataDir, csv.relativePath), 'utf8');
    const lines = text.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe('Candidate,Joined,Start,End,Time taken,Disqualified,Flags');
    const t0 = '2026-11-26T09:00:00.000Z';
    expect(lines[1]).toBe(`'=Bob,${t0},${t0},2026-11-26T09:02:00.000Z,02:00,,1`);
    expect(text).toContain('Shared something other than the whole screen,window');
    clock.advance(1_000);
    const again = await call(nc, proctoringEndpoints.reportExport, {
      actor: examiner,
      examId,
      format: 'csv',
    });
    expect(again.relativePath).not.toBe(csv.relativePath);
    expect(existsSync(path.join(proctoring.dataDir, csv.relativePath))).toBe(false);
    expect(readFileSync(path.join(proctoring.dataDir, again.relativePath), 'utf8')).toBe(text);

    const pdf = await call(nc, proctoringEndpoints.reportExport, { actor: examiner, examId, format: 'pdf' });
    expect(pdf.contentType).toBe('application/pdf');
    const bytes = readFileSync(path.join(proctoring.dataDir, pdf.relativePath));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(2);
    // The names are set in the embedded TrueType font (DejaVu Sans), not a built-in one.
    expect(bytes.toString('latin1')).toMatch(/\/FontFile2/);
    expect(
      await refusal(call(nc, proctoringEndpoints.reportExport, { actor: first, examId, format: 'pdf' })),
    ).toMatchObject({ code: 'FORBIDDEN' });
  });
});
