import { randomUUID } from 'node:crypto';
import {
  changeRoomIn,
  createPeopleCache,
  liveness,
  type PeopleCache,
  participants,
  type RoomRule,
  roomMigrationsFolder,
  rooms,
  schema,
} from '@canstring/room-service/turn-parts';
import { createLogger, openDatabase } from '@canstring/service-kit';
import { createTestDatabase, tempDir } from '@canstring/service-kit/testing';
import { positive } from '../settings';

/**
 * The room service's own cost of one host control to a full room, alone on the machine: a room of
 * BENCH_PARTICIPANTS (1,000) in a database of its own, the presenter handed to each in turn,
 * BENCH_CHANGES (300) changes a round, each in its own transaction as the service runs them. Rounds
 * alternate between the service as it runs (the people kept from the last change: only their liveness
 * is read) and the baseline, every change reading every participant's row; wall time and this
 * process's CPU per change.
 */
const main = async () => {
  const size = positive('BENCH_PARTICIPANTS', 1000);
  const changes = positive('BENCH_CHANGES', 300);
  const database = await createTestDatabase();
  const store = await openDatabase({
    service: 'room',
    schema,
    migrationsFolder: roomMigrationsFolder,
    databaseUrl: database.url,
    dataDir: tempDir('bench-room-turn').dir,
    log: createLogger('bench-room-turn', 'silent'),
  });
  try {
    const { db } = store;
    const room = 'bench-room';
    await db.insert(rooms).values({
      room,
      alias: 'bench',
      title: 'Bench',
      seatType: 'conference',
      organizerName: 'Bench',
      startAt: new Date().toISOString(),
      endAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const people = Array.from({ length: size }, (_, i) => ({
      id: randomUUID(),
      joinedAt: new Date(Date.now() + i),
    }));
    await db.insert(participants).values(
      people.map(({ id, joinedAt }, i) => ({
        participantId: id,
        room,
        owner: `guest:${id}`,
        userId: null,
        guestId: id,
        userName: `Guest ${i + 1}`,
        windowId: 'bench',
        videoEnabled: false,
        audioEnabled: false,
        userMode: 'viewer',
        public: true,
        isHost: false,
        temphost: false,
        tempHostUntil: null,
        wbAllowed: false,
        screenAllowed: false,
        micAllowed: true,
        camAllowed: true,
        handRaised: false,
        phone: null,
        webinar: false,
        joinedAt,
        lastTransferAt: null,
      })),
    );
    await db.insert(liveness).values(people.map(({ id }) => ({ participantId: id, lastSeenAt: new Date() })));

    // The host control of the room bench: presenter power to the next participant, taken from the last.
    const presenterTo =
      (i: number): RoomRule =>
      async ({ model }) => {
        for (const p of model.participants) if (p.userMode === 'presenter') p.userMode = 'viewer';
        const next = model.participants[i % model.participants.length];
        if (next) next.userMode = 'presenter';
        return { event: { method: 'onUserListMeeting' } };
      };
    const readingEveryRow: PeopleCache = { peopleAt: () => undefined, keep: () => undefined };
    const round = async (known: PeopleCache) => {
      const cpuAt = process.cpuUsage();
      const wallAt = performance.now();
      for (let i = 0; i < changes; i++)
        await db.transaction((tx) => changeRoomIn(tx, known, room, new Date(), presenterTo(i)));
      const cpu = process.cpuUsage(cpuAt);
      return {
        wallMs: (performance.now() - wallAt) / changes,
        cpuMs: (cpu.user + cpu.system) / 1000 / changes,
      };
    };

    console.info(
      `a host control to a room of ${size}, ${changes} changes a round, each in its own transaction`,
    );
    await round(createPeopleCache()); // warm-up
    const kept: { wallMs: number; cpuMs: number }[] = [];
    const read: { wallMs: number; cpuMs: number }[] = [];
    for (let r = 0; r < 2; r++) {
      read.push(await round(readingEveryRow));
      kept.push(await round(createPeopleCache()));
    }
    const mean = (xs: { wallMs: number; cpuMs: number }[], k: 'wallMs' | 'cpuMs') =>
      xs.reduce((sum, x) => sum + x[k], 0) / xs.length;
    const line = (label: string, xs: { wallMs: number; cpuMs: number }[]) =>
      console.info(
        `${label.padEnd(52)}${mean(xs, 'wallMs').toFixed(2).padStart(8)} ms${mean(xs, 'cpuMs').toFixed(2).padStart(8)} ms CPU`,
      );
    console.info(`${''.padEnd(52)}${'a change'.padStart(11)}${'(this process)'.padStart(16)}`);
    line('the people kept from the last change (as it runs)', kept);
    line('every participant row read again (baseline)', read);
    console.info(`ratio kept/read: CPU ${(mean(kept, 'cpuMs') / mean(read, 'cpuMs')).toFixed(2)}`);
  } finally {
    await store.close();
    await database.drop();
  }
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
