import path from 'node:path';
import { startChatServiceForTest } from '@canstring/chat-service/testing';
import {
  type Actor,
  attachmentEvents,
  groupEndpoints,
  LESSONS_PAGE_SIZE,
  lessonEndpoints,
  Role,
  userEndpoints,
} from '@canstring/contracts';
import { call, connectNats, healthEndpoint, type NatsConnection } from '@canstring/service-kit';
import {
  createTestDatabase,
  runServiceMain,
  startNatsServer,
  tempDir,
  waitForHealth,
} from '@canstring/service-kit/testing';
import { startUserServiceForTest } from '@canstring/user-service/testing';

/** Lessons in the big class, as the issue asks. */
export const CLASS_LESSONS = 500;
/** Lessons in the small class of the baseline. */
const SMALL_CLASS_LESSONS = 10;
const ROUNDS = Number(process.env.LESSONS_BENCH_ROUNDS ?? 200);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: Number(percentile(sorted, 50).toFixed(2)),
    p95: Number(percentile(sorted, 95).toFixed(2)),
    max: Number((sorted.at(-1) ?? 0).toFixed(2)),
  };
};
const timed = async (samples: number[], run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  samples.push(performance.now() - started);
};

let attachmentIds = 0;
/** What the chat service publishes when a video is shared in a group (the file is not there: read fast, failed). */
const shareVideo = (nc: NatsConnection, groupId: number, sharer: Actor) => {
  attachmentIds += 1;
  const id = attachmentIds;
  return nc.request(
    attachmentEvents.added,
    JSON.stringify({
      attachment: {
        id,
        uniqueName: `bench-${id}.mp4`,
        originalName: `Lesson ${id}.mp4`,
        size: 1_000,
        mimeType: 'video/mp4',
        totalPages: null,
        fileName: `Lesson ${id}.mp4`,
        fileDesc: null,
        uploaderId: sharer.userId,
        uploaderFirstName: 'Teacher',
        uploaderLastName: null,
        chatType: 'group',
        toUserId: null,
        groupId,
        createdAt: new Date(Date.UTC(2026, 0, 1) + id * 60_000).toISOString(),
      },
      audience: [sharer.userId],
    }),
    { timeout: 10_000 },
  );
};

/**
 * The class list's server-side time (the issue: 500 lessons paged under 100 ms): real nats-server,
 * PostgreSQL, the user and chat services, and the lesson service as its own process (as the launcher
 * runs it). Each figure is the round trip of a `lesson.list` request on the bus, i.e. what the gateway
 * waits for: the membership check (a call to the user service) and the page's queries. Beside it, in
 * the same run: the same list of a class of 10 lessons, and the lesson service's health check (a
 * database ping) as the floor of any answer.
 */
export const measureClassList = async () => {
  const nats = await startNatsServer();
  const users = await startUserServiceForTest({ natsUrl: nats.url });
  const chat = await startChatServiceForTest({ natsUrl: nats.url });
  const database = await createTestDatabase();
  const data = tempDir('lessons-bench');
  const service = runServiceMain(path.join(__dirname, '..', '..', '..', 'services', 'lesson'), {
    NATS_URL: nats.url,
    DATABASE_URL: database.url,
    DATA_DIR: data.dir,
  });
  const nc = await connectNats(nats.url, 'lessons-bench');
  try {
    if (!(await waitForHealth(nc, 'lesson')))
      throw new Error(`the lesson service did not start: ${service.output()}`);
    const signIn = async (email: string, password: string): Promise<Actor> => {
      const result = await call(nc, userEndpoints.authenticate, { email, password });
      if (result.kind !== 'session') throw new Error('no session');
      return (await call(nc, userEndpoints.checkToken, { token: result.session.token })).actor;
    };
    const admin = await signIn(users.adminEmail, users.adminPassword);
    await users.addUser({
      email: 'bench-teacher@example.org',
      password: 'secret-1',
      firstName: 'Teacher',
      role: Role.Administrator,
    });
    await users.addUser({
      email: 'bench-learner@example.org',
      password: 'secret-1',
      firstName: 'Learner',
      role: Role.Member,
    });
    const teacher = await signIn('bench-teacher@example.org', 'secret-1');
    const learner = await signIn('bench-learner@example.org', 'secret-1');
    const newClass = async (name: string) =>
      (
        await call(nc, groupEndpoints.create, {
          actor: admin,
          group: { name, userIds: [teacher.userId, learner.userId] },
        })
      ).group.id;
    const big = await newClass('Bench class of 500');
    const small = await newClass('Bench class of 10');

    const filled = performance.now();
    for (let i = 0; i < CLASS_LESSONS; i++) await shareVideo(nc, big, teacher);
    for (let i = 0; i < SMALL_CLASS_LESSONS; i++) await shareVideo(nc, small, teacher);
    const list = (classId: number, offset = 0) =>
      call(nc, lessonEndpoints.list, { actor: learner, classId, offset, limit: LESSONS_PAGE_SIZE });
    // Every shared video taken in (and read) by the service: the last one is listed, not preparing.
    for (;;) {
      const page = await list(big);
      const smallPage = await list(small);
      if (
        page.total === CLASS_LESSONS &&
        smallPage.total === SMALL_CLASS_LESSONS &&
        !page.lessons.some((l) => l.status === 'preparing')
      )
        break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const intakeSeconds = (performance.now() - filled) / 1000;

    const lastOffset = CLASS_LESSONS - LESSONS_PAGE_SIZE;
    const firstPage: number[] = [];
    const middlePage: number[] = [];
    const lastPage: number[] = [];
    const smallFirst: number[] = [];
    const health: number[] = [];
    // Warm-up, then the rounds interleaved so each figure sees the same machine load.
    for (let i = 0; i < 20; i++) await list(big, i * LESSONS_PAGE_SIZE);
    for (let round = 0; round < ROUNDS; round++) {
      await timed(firstPage, () => list(big));
      await timed(middlePage, () => list(big, Math.floor(CLASS_LESSONS / 2)));
      await timed(lastPage, () => list(big, lastOffset));
      await timed(smallFirst, () => list(small));
      await timed(health, () => call(nc, healthEndpoint('lesson'), {}));
    }
    const everyPage = performance.now();
    let listed = 0;
    for (let offset = 0; offset < CLASS_LESSONS; offset += LESSONS_PAGE_SIZE)
      listed += (await list(big, offset)).lessons.length;
    return {
      lessonsInClass: CLASS_LESSONS,
      pageSize: LESSONS_PAGE_SIZE,
      rounds: ROUNDS,
      intakeOf510SharedVideosSeconds: Number(intakeSeconds.toFixed(1)),
      classListRoundTripMs: {
        firstPageOf500: summary(firstPage),
        middlePageOf500: summary(middlePage),
        lastPageOf500: summary(lastPage),
      },
      baselineSameRunMs: {
        firstPageOf10: summary(smallFirst),
        healthCheck: summary(health),
      },
      allPagesOf500: {
        pages: Math.ceil(CLASS_LESSONS / LESSONS_PAGE_SIZE),
        lessons: listed,
        ms: Number((performance.now() - everyPage).toFixed(1)),
      },
    };
  } finally {
    await nc.close();
    service.child.kill('SIGTERM');
    await service.exited;
    await chat.stop();
    await users.stop();
    await database.drop();
    data.remove();
    await nats.stop();
  }
};
