import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type Actor,
  meetingEndpoints,
  type RecordingTimelineEntry,
  type RoomEvent,
  recordingEndpoints,
  recordingMessages,
  recordingTracksRelativeDir,
  roomEventSubject,
  sharedPageRelativePath,
  sharedUploadRelativePath,
  userEndpoints,
} from '@canstring/contracts';
import { startMeetingServiceForTest, type TestMeetingService } from '@canstring/meeting-service/testing';
import {
  call,
  connectNats,
  createLogger,
  type NatsConnection,
  type OpenDatabase,
  openDatabase,
} from '@canstring/service-kit';
import {
  createTestDatabase,
  startNatsServer,
  type TestDatabase,
  type TestNats,
  tempDir,
} from '@canstring/service-kit/testing';
import { startUserServiceForTest, type TestUserService } from '@canstring/user-service/testing';
import { eq } from 'drizzle-orm';
import { findRecordingByUniqueName } from './db/recordings-repository';
import { schema, timelineEntries } from './db/schema';
import { addTimelineEntries, timelineOf } from './db/timeline-repository';
import { mainPictureColour } from './test-support/main-picture-colour';
import { startRecordingServiceForTest, type TestRecordingService } from './testing';
import { timelineOfEvent } from './timeline/timeline-of-event';

/**
 * A recording from its start to one video: registered when the room starts it, composed from what
 * the media server captured (real Janus tracks of a camera, a late joiner and a screen share, kept as
 * fixtures) by janus-pp-rec and ffmpeg off the shared work queue, marked ready with its duration, the
 * organizer mailed; failures retried, then failed with the reason, the tracks kept.
 */
jest.setTimeout(120_000);

const FIXTURE = path.join(__dirname, 'compose', 'test-fixtures', 'three-feeds');
const fixtureManifest = JSON.parse(readFileSync(path.join(FIXTURE, 'manifest.json'), 'utf8')) as {
  startedAt: string;
  stoppedAt: string;
  feeds: { participantId: string }[];
};

let nats: TestNats;
let database: TestDatabase;
let users: TestUserService;
let meetings: TestMeetingService;
let nc: NatsConnection;
let db: OpenDatabase<typeof schema>;
let host: Actor;
let hostEmail: string;

beforeAll(async () => {
  nats = await startNatsServer();
  database = await createTestDatabase();
  users = await startUserServiceForTest({ natsUrl: nats.url });
  meetings = await startMeetingServiceForTest({ natsUrl: nats.url });
  nc = await connectNats(nats.url, 'composition-test');
  // The service makes its tables; the test reads them as its list does.
  const first = await startRecordingServiceForTest({
    natsUrl: nats.url,
    databaseUrl: database.url,
    env: { RECORDING_COMPOSERS: '0' },
  });
  await first.stop();
  db = await openDatabase({
    service: 'recording',
    schema,
    migrationsFolder: path.join(__dirname, '..', 'drizzle'),
    databaseUrl: database.url,
    dataDir: '/nonexistent',
    log: createLogger('test', 'silent'),
  });
  hostEmail = `composer-${process.pid}@example.org`;
  await users.addUser({ email: hostEmail, password: 'secret1', firstName: 'Organizer', role: 1 });
  const signed = await call(nc, userEndpoints.authenticate, { email: hostEmail, password: 'secret1' });
  if (signed.kind !== 'session') throw new Error('expected a session');
  host = (await call(nc, userEndpoints.checkToken, { token: signed.session.token })).actor;
});
afterAll(async () => {
  await nc?.close();
  await db?.close();
  await meetings?.stop();
  await users?.stop();
  await database?.drop();
  await nats?.stop();
});

let sequence = 0;
/** A meeting of the host's and a recording of it begun, with the fixture's tracks captured for it. */
const begunRecording = async (service: TestRecordingService, withTracks = true) => {
  const { room: meeting } = await call(nc, meetingEndpoints.createRoom, {
    actor: host,
    name: 'Weekly review',
  });
  const recordingId = `${meeting.meetingNumber}_${Date.now()}_${++sequence}`;
  const { recording } = await call(nc, recordingEndpoints.begin, {
    actor: host,
    meetingNumber: meeting.meetingNumber,
    recordingId,
    startedAt: fixtureManifest.startedAt,
  });
  if (withTracks) {
    const dir = path.join(service.dataDir, recordingTracksRelativeDir(recordingId));
    cpSync(FIXTURE, dir, { recursive: true });
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ ...manifest, recordingId }));
  }
  return { recording, recordingId, meetingNumber: meeting.meetingNumber };
};

const finish = (recordingId: string, meetingNumber: string) =>
  call(nc, recordingEndpoints.finish, {
    recordingId,
    meetingNumber,
    startedAt: fixtureManifest.startedAt,
    endedAt: fixtureManifest.stoppedAt,
  });

/** The recording's row as the list reads it. */
const rowOf = (recordingId: string) => findRecordingByUniqueName(db.db, recordingId);
const waitForStatus = async (recordingId: string, wanted: string[]) => {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const row = await rowOf(recordingId);
    if (row && wanted.includes(row.status)) return row;
    if (Date.now() > deadline) throw new Error(`recording still ${row?.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

/** A room event while the recording runs: someone's final caption line. */
const captionSaid = async (room: string, recordingId: string, participantId: string, text: string) => {
  const event: RoomEvent = {
    room,
    version: 5,
    method: 'onTranscript',
    fromParticipantId: participantId,
    payload: JSON.stringify({ text, isFinal: true }),
    flags: {
      started: true,
      ended: false,
      locked: false,
      recording: true,
      recordingId,
      caption: true,
      privateChatDisabled: false,
      displayMode: 'none',
      sharedContent: null,
      screenSharerId: null,
      hostAbsentSince: null,
    },
    participants: [],
    left: [],
    features: {},
    audience: null,
    state: null,
  };
  nc.publish(roomEventSubject(room), JSON.stringify(event));
  const deadline = Date.now() + 10_000;
  while ((await timelineOf(db.db, recordingId)).length === 0) {
    if (Date.now() > deadline) throw new Error('the caption was not kept');
    await new Promise((r) => setTimeout(r, 100));
  }
};

const probe = (file: string) =>
  JSON.parse(
    execFileSync(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'stream=codec_type:format=duration', '-of', 'json', file],
      {
        encoding: 'utf8',
      },
    ),
  ) as { streams: { codec_type: string }[]; format: { duration: string } };

describe('composing a recording', () => {
  let service: TestRecordingService;
  beforeAll(async () => {
    service = await startRecordingServiceForTest({ natsUrl: nats.url, databaseUrl: database.url });
  });
  afterAll(async () => {
    await service?.stop();
  });

  it('registers it while it runs, composes one video with sound, captions and the right length, and mails the organizer', async () => {
    const { recording, recordingId, meetingNumber } = await begunRecording(service);
    expect(recording).toMatchObject({ status: 'recording', roomId: meetingNumber, durationSeconds: null });
    expect(recording.fileName).toMatch(/^Weekly review \d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    await captionSaid(
      meetingNumber,
      recordingId,
      fixtureManifest.feeds[0]?.participantId ?? '',
      'Good morning',
    );
    // The fixture's tracks were captured at another time: the line is placed half a second into them.
    const at = new Date(new Date(fixtureManifest.startedAt).getTime() + 500).toISOString();
    await db.db.update(timelineEntries).set({ at }).where(eq(timelineEntries.recordingId, recordingId));

    const finished = await finish(recordingId, meetingNumber);
    expect(finished.recording.status).toBe('composing');
    // Told twice (two room instances, a retry), it is composed once.
    expect((await finish(recordingId, meetingNumber)).recording.status).toMatch(/composing|ready/);

    const ready = await waitForStatus(recordingId, ['ready', 'failed']);
    expect(ready).toMatchObject({ status: 'ready', failureReason: null, captions: true, playable: true });
    const expected =
      (new Date(fixtureManifest.stoppedAt).getTime() - new Date(fixtureManifest.startedAt).getTime()) / 1000;
    expect(ready.durationSeconds).toBeCloseTo(expected, 0);

    const base = path.join(service.dataDir, 'recordings', recordingId);
    for (const file of [`${base}.mkv`, `${base}.webm`]) {
      const info = probe(file);
      expect(info.streams.map((s) => s.codec_type).sort()).toEqual(['audio', 'video']);
      expect(Number(info.format.duration)).toBeCloseTo(expected, 0);
    }
    expect(readFileSync(`${base}.vtt`, 'utf8')).toContain('Good morning');
    // The captured tracks go once the video is made.
    expect(existsSync(path.join(service.dataDir, recordingTracksRelativeDir(recordingId)))).toBe(false);

    // The organizer is mailed once it is ready (just after the status changes).
    const outbox = path.join(service.dataDir, 'outbox');
    const mailed = () =>
      existsSync(outbox) &&
      readdirSync(outbox)
        .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
        .some((m) => m.includes(`To: ${hostEmail}`) && m.includes(recordingMessages.readyMailSubject));
    const deadline = Date.now() + 10_000;
    while (!mailed() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(mailed()).toBe(true);
  });

  it('draws the shared document’s page large while it is on the stage, turning pages as the timeline says', async () => {
    const { recordingId, meetingNumber } = await begunRecording(service);
    // A converted document of the media service's, on the shared data folder: two pages, one colour each.
    const upload = `deck-${recordingId}.pdf`;
    const uploadFile = path.join(service.dataDir, sharedUploadRelativePath(upload));
    mkdirSync(path.dirname(uploadFile), { recursive: true });
    writeFileSync(uploadFile, `%PDF-1.4 ${recordingId}`);
    const hash = createHash('sha256').update(readFileSync(uploadFile)).digest('hex');
    for (const [page, colour] of [
      [1, 'magenta'],
      [2, 'cyan'],
    ] as const) {
      const file = path.join(service.dataDir, sharedPageRelativePath(hash, page));
      mkdirSync(path.dirname(file), { recursive: true });
      execFileSync('ffmpeg', [
        '-v',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        `color=c=${colour}:s=800x600`,
        '-frames:v',
        '1',
        file,
      ]);
    }
    // The room's events as the timeline keeps them: the document put on the stage names its upload.
    const flags = {
      started: true,
      ended: false,
      locked: false,
      recording: true,
      recordingId,
      caption: false,
      privateChatDisabled: false,
      displayMode: 'document' as const,
      sharedContent: {
        kind: 'document' as const,
        fileName: 'deck.pdf',
        totalPages: 2,
        attachmentId: 1,
        upload,
        videoId: null,
        sharedBy: fixtureManifest.feeds[0]?.participantId ?? '',
      },
      screenSharerId: null,
      hostAbsentSince: null,
    };
    const event = (method: RoomEvent['method'], payload: unknown, change = {}): RoomEvent => ({
      room: meetingNumber,
      version: 5,
      method,
      fromParticipantId: fixtureManifest.feeds[0]?.participantId ?? null,
      payload: JSON.stringify(payload),
      flags: { ...flags, ...change },
      participants: [],
      left: [],
      features: {},
      audience: null,
      state: null,
    });
    const at = (s: number) =>
      new Date(new Date(fixtureManifest.startedAt).getTime() + s * 1000).toISOString();
    const shared = timelineOfEvent(event('shareDoc', { attachmentId: 1 }), at(0.25));
    expect(shared.map((e) => [e.kind, e.detail])).toEqual([
      ['stage', 'document'],
      ['document', upload],
      ['documentPage', '1'],
    ]);
    const entries: RecordingTimelineEntry[] = [
      ...shared,
      ...timelineOfEvent(event('pageSwitch', { currentPage: 2 }), at(1.5)),
      ...timelineOfEvent(event('shareDoc', {}, { displayMode: 'none', sharedContent: null }), at(2.5)),
    ];
    await addTimelineEntries(db.db, recordingId, entries);

    await finish(recordingId, meetingNumber);
    expect(await waitForStatus(recordingId, ['ready', 'failed'])).toMatchObject({ status: 'ready' });
    const webm = path.join(service.dataDir, 'recordings', `${recordingId}.webm`);
    // The middle of the main picture, where the page is drawn (fitted, centred).
    const centre = (second: number) => mainPictureColour(webm, second);
    const magenta = (c: { r: number; g: number; b: number }) => c.r > 200 && c.b > 200 && c.g < 60;
    const cyan = (c: { r: number; g: number; b: number }) => c.g > 200 && c.b > 200 && c.r < 60;
    expect(magenta(centre(1.0))).toBe(true);
    expect(cyan(centre(2.0))).toBe(true);
    // Before the document, a camera; after it, the screen share.
    for (const second of [0.2, 3.0]) {
      const c = centre(second);
      expect(magenta(c) || cyan(c)).toBe(false);
    }
  });

  it('marks a recording with nothing captured failed at once, with the reason', async () => {
    const { recordingId, meetingNumber } = await begunRecording(service, false);
    await finish(recordingId, meetingNumber);
    const failed = await waitForStatus(recordingId, ['ready', 'failed']);
    expect(failed).toMatchObject({
      status: 'failed',
      failureReason: recordingMessages.nothingCaptured,
      attempts: 1,
    });
  });

  it('tries a failing composition again, then marks it failed with the reason and keeps its tracks', async () => {
    const { recordingId, meetingNumber } = await begunRecording(service);
    // Where the video goes cannot be written.
    const out = path.join(service.dataDir, 'recordings', `${recordingId}.mkv`);
    rmSync(out, { force: true });
    execFileSync('mkdir', ['-p', `${out}/blocked`]);
    try {
      await finish(recordingId, meetingNumber);
      const failed = await waitForStatus(recordingId, ['ready', 'failed']);
      expect(failed).toMatchObject({
        status: 'failed',
        failureReason: recordingMessages.composeFailed,
        attempts: 3,
      });
      expect(readdirSync(path.join(service.dataDir, recordingTracksRelativeDir(recordingId)))).toEqual(
        expect.arrayContaining(['manifest.json']),
      );
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('the composition queue', () => {
  it('keeps a job while no composer runs, and the next composer to start makes the video', async () => {
    const dataDir = tempDir('recording-queue-test');
    const registrar = await startRecordingServiceForTest({
      natsUrl: nats.url,
      databaseUrl: database.url,
      dataDir: dataDir.dir,
      env: { RECORDING_COMPOSERS: '0' },
    });
    let composer: TestRecordingService | undefined;
    try {
      const { recordingId, meetingNumber } = await begunRecording(registrar);
      await finish(recordingId, meetingNumber);
      await registrar.stop();
      expect((await rowOf(recordingId))?.status).toBe('composing');
      composer = await startRecordingServiceForTest({
        natsUrl: nats.url,
        databaseUrl: database.url,
        dataDir: dataDir.dir,
      });
      expect(await waitForStatus(recordingId, ['ready', 'failed'])).toMatchObject({ status: 'ready' });
    } finally {
      await composer?.stop();
      dataDir.remove();
    }
  });
});
