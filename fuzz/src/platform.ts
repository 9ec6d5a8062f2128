import path from 'node:path';
import { startChatServiceForTest } from '@canstring/chat-service/testing';
import { MEDIA_SERVICE_NAME, Role, userEndpoints } from '@canstring/contracts';
import { type RunningGateway, startGateway } from '@canstring/gateway';
import { type RunningLegacyRest, startLegacyRest } from '@canstring/legacy-rest';
import { startMediaServiceForTest, type TestMediaService } from '@canstring/media-service/testing';
import { startMeetingServiceForTest } from '@canstring/meeting-service/testing';
import { startRecordingServiceForTest } from '@canstring/recording-service/testing';
import { startRoomServiceForTest } from '@canstring/room-service/testing';
import { call, connectNats, createLogger, type NatsConnection } from '@canstring/service-kit';
import {
  createTestDatabase,
  runServiceMain,
  startNatsServer,
  waitForHealth,
} from '@canstring/service-kit/testing';
import { startTranscriptionServiceForTest } from '@canstring/transcription-service/testing';
import { startUserServiceForTest } from '@canstring/user-service/testing';

/** The page the legacy requests come from: another host, so bodies and answers go encrypted. */
export const REMOTE_ORIGIN = 'https://school.example.org';
/** A set-up or health request slower than this counts as no answer. */
const REQUEST_TIMEOUT_MS = 20_000;
/** Longer than any run of the suite: the room service's first sweep would come after it. */
const SWEEPS_AFTER_MS = 6 * 60 * 60_000;

const SERVICES = ['user', 'chat', 'meeting', 'room', 'recording', MEDIA_SERVICE_NAME, 'assistant', 'lesson'];

/** Who sends a case: a signed-in member (role 2), a meeting guest holding a pass, or nobody signed in. */
export type CallerKind = 'member' | 'guest' | 'anonymous';

/** Real values of the platform, so random inputs sometimes name things that exist. */
export interface KnownValues {
  ids: string[];
  texts: string[];
}

export interface FuzzPlatform {
  databaseUrl: string;
  gatewayUrl: string;
  /** The legacy adapter's root with its prefix, e.g. http://127.0.0.1:4100/canstring/v1 */
  legacyUrl: string;
  legacyPassphrase: string;
  /** The caller's current token (signed in again when a case ended its session). */
  tokenOf(caller: CallerKind): string | undefined;
  /** Checks the member's and the guest's tokens still work and makes new ones when not. */
  renewTokens(): Promise<void>;
  known: KnownValues;
  /** Undefined when every server and service answers its health check, else what does not. */
  unhealthy(): Promise<string | undefined>;
  stop(): Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: set-up answers are read by their known shape
type SetUpAnswer = Record<string, any>;

const gql = async (
  url: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<SetUpAnswer> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = (await response.json()) as { data?: SetUpAnswer | null; errors?: unknown[] };
  if (body.errors?.length || !body.data) throw new Error(`set-up failed: ${JSON.stringify(body)}`);
  return body.data;
};

const signIn = async (nc: NatsConnection, email: string, password: string) => {
  const result = await call(nc, userEndpoints.authenticate, { email, password });
  if (result.kind !== 'session') throw new Error(`no session for ${email}`);
  return result.session.token;
};

/**
 * The whole platform on one machine, as the tests elsewhere start it: one nats-server, one fresh
 * database shared by every service, the services in this process (the file server as its own
 * process), the real gateway HTTP server and the real legacy adapter HTTP server. Set up with an
 * administrator, two members, a group, a chat, a meeting and a guest pass for it.
 */
export const startFuzzPlatform = async (): Promise<FuzzPlatform> => {
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => undefined);
  };
  try {
    const nats = await startNatsServer();
    stops.push(() => nats.stop());
    const database = await createTestDatabase();
    stops.push(() => database.drop());
    const natsUrl = nats.url;
    const databaseUrl = database.url;
    const users = await startUserServiceForTest({ natsUrl, databaseUrl });
    stops.push(() => users.stop());
    const chat = await startChatServiceForTest({ natsUrl, databaseUrl });
    stops.push(() => chat.stop());
    const meeting = await startMeetingServiceForTest({ natsUrl, databaseUrl });
    stops.push(() => meeting.stop());
    // The room service's sweeps change rooms by time alone (a participant silent for the grace
    // leaves, a ring unanswered becomes missed, an exam runs out): not a case's doing, and a sweep
    // landing during a refused case would read as that case's change. None runs within the suite's
    // run; the sweeps have tests of their own.
    const room = await startRoomServiceForTest({
      natsUrl,
      databaseUrl,
      env: { ROOM_SWEEP_MS: String(SWEEPS_AFTER_MS) },
    });
    stops.push(() => room.stop());
    const recording = await startRecordingServiceForTest({ natsUrl, databaseUrl });
    stops.push(() => recording.stop());
    const transcription = await startTranscriptionServiceForTest({ natsUrl, databaseUrl });
    stops.push(() => transcription.stop());
    // The assistant runs as its own process, as the launcher starts it.
    const assistant = runServiceMain(path.join(__dirname, '..', '..', 'services', 'assistant'), {
      NATS_URL: natsUrl,
      DATABASE_URL: databaseUrl,
    });
    stops.push(async () => {
      assistant.child.kill('SIGTERM');
      await assistant.exited;
    });
    // With a relay secret, as the platform runs: the relay credentials are answered, not "not configured".
    const media: TestMediaService = await startMediaServiceForTest({
      natsUrl,
      databaseUrl,
      env: { TURN_SECRET: 'fuzz-relay-secret-of-the-suite' },
    });
    stops.push(() => media.stop());
    // The lesson service reads the file server's uploads; its own process, as the launcher starts it.
    const lesson = runServiceMain(path.join(__dirname, '..', '..', 'services', 'lesson'), {
      NATS_URL: natsUrl,
      DATABASE_URL: databaseUrl,
      DATA_DIR: media.dataDir,
    });
    stops.push(async () => {
      lesson.child.kill('SIGTERM');
      await lesson.exited;
    });
    const log = createLogger('fuzz', 'silent');
    // Thousands of cases from one address and one token: the rate limits (tested on their own) would
    // refuse most of them before any service saw them, so the suite turns them off.
    const gateway: RunningGateway = await startGateway({
      natsUrl,
      port: 0,
      log,
      rateLimits: {
        operationsPerToken: { points: 0, seconds: 1 },
        operationsPerAddress: { points: 0, seconds: 1 },
        visitorMutationsPerAddress: { points: 0, seconds: 1 },
      },
    });
    stops.push(() => gateway.stop());
    const legacyPassphrase = 'fuzz suite passphrase 0123456789';
    const legacy: RunningLegacyRest = await startLegacyRest({
      natsUrl,
      port: 0,
      passphrase: legacyPassphrase,
      log,
    });
    stops.push(() => legacy.stop());
    const nc = await connectNats(natsUrl, 'fuzz');
    stops.push(() => nc.close());
    if (!(await waitForHealth(nc, 'assistant')))
      throw new Error(`the assistant did not start: ${assistant.output()}`);
    if (!(await waitForHealth(nc, 'lesson')))
      throw new Error(`the lesson service did not start: ${lesson.output()}`);

    const member = { email: 'fuzz-member@example.org', password: 'member-secret-1', firstName: 'Mia' };
    const memberId = await users.addUser({ ...member, role: Role.Member });
    const otherId = await users.addUser({
      email: 'fuzz-other@example.org',
      password: 'other-secret-1',
      firstName: 'Otto',
      role: Role.Member,
    });
    const adminToken = await signIn(nc, users.adminEmail, users.adminPassword);
    let memberToken = await signIn(nc, member.email, member.password);

    const group = await gql(
      gateway.url,
      'mutation($input: NewGroupInput!) { createGroup(input: $input) { id } }',
      { input: { name: 'Fuzz class', userIds: [String(memberId), String(otherId)] } },
      adminToken,
    );
    const groupId = String(group.createGroup.id);
    const message = await gql(
      gateway.url,
      'mutation($to: ChatTargetInput!) { sendChatMessage(to: $to, text: "Hello", uniqueRefId: "fuzz-1") { id } }',
      { to: { userId: String(otherId) } },
      memberToken,
    );
    const zone = 'UTC';
    const scheduled = await gql(
      gateway.url,
      'mutation($input: ScheduleMeetingInput!) { scheduleMeeting(input: $input) { id alias meetingNumber } }',
      {
        input: {
          title: 'Fuzz meeting',
          seatType: 'conference',
          isRecurring: false,
          zone,
          target: { userId: String(memberId) },
        },
      },
      adminToken,
    );
    const { alias, meetingNumber, id: meetingId } = scheduled.scheduleMeeting;
    const guestPass = async () => {
      const pass = await gql(
        gateway.url,
        `mutation($alias: String!, $now: String!) {
          joinMeetingAsGuest(alias: $alias, name: "Gus", phone: "+1 416 555 0123", currentDate: $now, zone: "UTC") {
            token guestId
          }
        }`,
        { alias, now: new Date().toISOString() },
      );
      return pass.joinMeetingAsGuest as { token: string; guestId: string };
    };
    const firstPass = await guestPass();
    let guestToken = firstPass.token;

    const works = async (query: string, token: string) => {
      const response = await fetch(gateway.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables: { alias, now: new Date().toISOString() } }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = (await response.json()) as { errors?: unknown[] };
      return !body.errors?.length;
    };

    const known: KnownValues = {
      ids: [
        ...[memberId, otherId, 1, groupId, meetingId, message.sendChatMessage.id, firstPass.guestId],
        // Both sides of the largest id a table holds.
        2_147_483_647,
        2_147_483_648,
      ].map(String),
      texts: [
        alias,
        meetingNumber,
        zone,
        'Asia/Kolkata',
        new Date().toISOString(),
        member.email,
        'webinar',
        '+1 416 555 0123',
      ],
    };

    return {
      databaseUrl,
      gatewayUrl: gateway.url,
      legacyUrl: `${legacy.url}${legacy.prefix}`,
      legacyPassphrase,
      known,
      tokenOf: (caller) => (caller === 'member' ? memberToken : caller === 'guest' ? guestToken : undefined),
      renewTokens: async () => {
        // Asked of the user service itself: the gateway may trust an ended session a little longer.
        const valid = await call(nc, userEndpoints.checkToken, { token: memberToken }).then(
          () => true,
          () => false,
        );
        if (!valid) {
          memberToken = await signIn(nc, member.email, member.password);
        }
        const entry =
          'query($alias: String!, $now: String!) { meetingEntry(alias: $alias, currentDate: $now, zone: "UTC") { alias } }';
        if (!(await works(entry, guestToken))) guestToken = (await guestPass()).token;
      },
      unhealthy: async () => {
        const gatewayHealth = await fetch(`${gateway.url.replace(/\/graphql$/, '')}/healthz`, {
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        }).catch(() => undefined);
        if (gatewayHealth?.status !== 200)
          return `gateway /healthz answered ${gatewayHealth?.status ?? 'nothing'}`;
        const legacyHealth = await fetch(`${legacy.url}/healthz`, {
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        }).catch(() => undefined);
        if (legacyHealth?.status !== 200)
          return `legacy adapter /healthz answered ${legacyHealth?.status ?? 'nothing'}`;
        if (media.process.child.exitCode !== null)
          return `the file server exited (${media.process.child.exitCode})`;
        for (const service of SERVICES) {
          if (!(await waitForHealth(nc, service, 5_000)))
            return `the ${service} service does not answer its health check`;
        }
        return undefined;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
