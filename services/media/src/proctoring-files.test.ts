import {
  type Actor,
  type ExamFlag,
  groupEndpoints,
  httpStatusOf,
  proctoringEndpoints,
  proctoringMessages,
  proctoringReportPath,
  proctoringStillPath,
  userEndpoints,
} from '@canstring/contracts';
import {
  startProctoringServiceForTest,
  type TestProctoringService,
} from '@canstring/proctoring-service/testing';
import { call } from '@canstring/service-kit';
import { type AccountsTestBed, startAccountsTestBed } from '@canstring/user-service/testing';
import sharp from 'sharp';
import { startMediaServiceForTest, type TestMediaService } from './testing';

/**
 * An exam's files on the file server, with the real user and proctoring services: a flagged
 * candidate uploads the camera and screen stills of their own flag (JPEG or WebP, checked, once each),
 * the examiner alone views them, and the examiner downloads the report as CSV and PDF after the stop.
 */
jest.setTimeout(90_000);

let bed: AccountsTestBed;
let proctoring: TestProctoringService;
let media: TestMediaService;

interface Signed {
  actor: Actor;
  token: string;
}
let people = 0;
const person = async (role: 1 | 2, firstName: string): Promise<Signed> => {
  people += 1;
  const email = `media-exam-${people}-${process.pid}@example.org`;
  await bed.users.addUser({ email, password: 'secret1', firstName, role });
  const token = await bed.signIn(email, 'secret1');
  return { token, actor: (await call(bed.nc, userEndpoints.checkToken, { token })).actor };
};

beforeAll(async () => {
  bed = await startAccountsTestBed('media-proctoring');
  proctoring = await startProctoringServiceForTest({ natsUrl: bed.nats.url });
  // One data folder, as on one machine: the stills the file server writes go into the reports.
  media = await startMediaServiceForTest({ natsUrl: bed.nats.url, dataDir: proctoring.dataDir });
});
afterAll(async () => {
  await media?.stop();
  await proctoring?.stop();
  await bed?.stop();
});

const picture = (format: 'jpeg' | 'webp' | 'png') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
    [format]()
    .toBuffer();

const upload = (path: string, body: Buffer, contentType: string, token?: string) =>
  fetch(`${media.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: new Uint8Array(body),
  });
const read = (path: string, token?: string) =>
  fetch(`${media.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const refusal = async (response: Response) => [
  response.status,
  ((await response.json()) as { message: string }).message,
];

/** A started exam of a class with one started candidate, who raised one flag. */
const flaggedExam = async () => {
  const examiner = await person(1, 'Ada');
  const candidate = await person(2, 'Cy');
  const { group } = await call(bed.nc, groupEndpoints.create, {
    actor: examiner.actor,
    group: { name: 'Physics', description: null, userIds: [examiner.actor.userId, candidate.actor.userId] },
  });
  const { exam } = await call(bed.nc, proctoringEndpoints.create, {
    actor: examiner.actor,
    exam: { groupId: group.id, title: 'Final', startAt: new Date().toISOString(), durationMinutes: 30 },
  });
  const examId = exam.examId;
  await call(bed.nc, proctoringEndpoints.entry, { actor: candidate.actor, examId });
  await call(bed.nc, proctoringEndpoints.testStart, { actor: examiner.actor, examId });
  await call(bed.nc, proctoringEndpoints.candidateStart, { actor: candidate.actor, examId });
  const { flag } = await call(bed.nc, proctoringEndpoints.flagRaise, {
    actor: candidate.actor,
    examId,
    kind: 'tabLeft',
    detail: null,
    happenedAt: null,
  });
  return { examiner, candidate, examId, flag: flag as ExamFlag };
};

describe('exam stills', () => {
  it('takes the flagged candidate’s own camera and screen stills once each, checked, and shows them to the examiner alone', async () => {
    const { examiner, candidate, examId, flag } = await flaggedExam();
    const cameraPath = proctoringStillPath(examId, flag.flagId, 'camera');
    const screenPath = proctoringStillPath(examId, flag.flagId, 'screen');
    const jpeg = await picture('jpeg');

    // Not signed in; not the candidate's flag; not a picture of the type it says; too large.
    expect((await upload(cameraPath, jpeg, 'image/jpeg')).status).toBe(401);
    expect((await upload(cameraPath, jpeg, 'image/jpeg', examiner.token)).status).toBe(403);
    expect(
      await refusal(await upload(cameraPath, await picture('png'), 'image/jpeg', candidate.token)),
    ).toEqual([400, proctoringMessages.stillType]);
    expect(await refusal(await upload(cameraPath, jpeg, 'image/png', candidate.token))).toEqual([
      400,
      proctoringMessages.stillType,
    ]);
    const huge = Buffer.concat([jpeg, Buffer.alloc(1_600_000)]);
    expect(await refusal(await upload(cameraPath, huge, 'image/jpeg', candidate.token))).toEqual([
      400,
      proctoringMessages.stillTooLarge,
    ]);
    // A path naming no still.
    expect(
      (await upload(proctoringStillPath(examId, 'nope', 'camera'), jpeg, 'image/jpeg', candidate.token))
        .status,
    ).toBe(404);

    const kept = await upload(cameraPath, jpeg, 'image/jpeg', candidate.token);
    expect(kept.status).toBe(201);
    expect(((await kept.json()) as { still: unknown }).still).toMatchObject({
      kind: 'camera',
      contentType: 'image/jpeg',
      bytes: jpeg.length,
      path: cameraPath,
    });
    const again = await upload(cameraPath, jpeg, 'image/jpeg', candidate.token);
    expect(await refusal(again)).toEqual([httpStatusOf.CONFLICT, proctoringMessages.stillAlreadyKept]);
    const webp = await picture('webp');
    expect((await upload(screenPath, webp, 'image/webp', candidate.token)).status).toBe(201);

    // The examiner sees both, on the exam's record and as pictures; the candidate may not read them.
    const { flags } = await call(bed.nc, proctoringEndpoints.get, { actor: examiner.actor, examId });
    expect(flags[0]?.stills.map((s) => s.kind).sort()).toEqual(['camera', 'screen']);
    const shown = await read(cameraPath, examiner.token);
    expect([shown.status, shown.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(Buffer.from(await shown.arrayBuffer()).equals(jpeg)).toBe(true);
    expect((await read(screenPath, examiner.token)).headers.get('content-type')).toBe('image/webp');
    expect((await read(cameraPath, candidate.token)).status).toBe(403);
    expect((await read(cameraPath)).status).toBe(401);
  });
});

describe('the exam report', () => {
  it('downloads as CSV and PDF for the examiner once the test has been stopped', async () => {
    const { examiner, candidate, examId, flag } = await flaggedExam();
    await upload(
      proctoringStillPath(examId, flag.flagId, 'camera'),
      await picture('jpeg'),
      'image/jpeg',
      candidate.token,
    );

    const early = await read(proctoringReportPath(examId, 'csv'), examiner.token);
    expect(await refusal(early)).toEqual([httpStatusOf.CONFLICT, proctoringMessages.reportNotReady]);
    await call(bed.nc, proctoringEndpoints.testStop, { actor: examiner.actor, examId });

    const csv = await read(proctoringReportPath(examId, 'csv'), examiner.token);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment/);
    expect(await csv.text()).toContain('Cy');
    const pdf = await read(proctoringReportPath(examId, 'pdf'), examiner.token);
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    expect((await read(proctoringReportPath(examId, 'csv'), candidate.token)).status).toBe(403);
    expect((await read(proctoringReportPath(examId, 'xls'), examiner.token)).status).toBe(404);
    expect((await read(proctoringReportPath(examId, 'csv'))).status).toBe(401);
  });
});
