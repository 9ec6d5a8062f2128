import { type ChatService, startChatServiceForTest } from '@canstring/chat-service/testing';
import {
  type Actor,
  type AttachmentView,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  fileServerPaths,
  groupEndpoints,
  Role,
  userEndpoints,
} from '@canstring/contracts';
import { startMediaServiceForTest, type TestMediaService } from '@canstring/media-service/testing';
import { startMeetingServiceForTest } from '@canstring/meeting-service/testing';
import { startRecordingServiceForTest } from '@canstring/recording-service/testing';
import { call } from '@canstring/service-kit';
import { createTestDatabase, tempDir } from '@canstring/service-kit/testing';
import { type AccountsTestBed, startAccountsTestBed } from '@canstring/user-service/testing';
import { startLessonServiceForTest, type TestLessonService } from '../testing';

export interface LessonPerson {
  id: number;
  token: string;
  actor: Actor;
}

/**
 * Real NATS, user, chat, file server (a process) and lesson services, the file server and the lesson
 * service sharing one DATA_DIR, each service on its own database.
 */
export interface LessonWorld {
  bed: AccountsTestBed;
  chat: ChatService;
  media: TestMediaService;
  lessons: TestLessonService;
  dataDir: string;
  /** Another instance of the lesson service on the same database and data folder (stopped with the world). */
  anotherLessonService(): Promise<TestLessonService>;
  person(role?: Role): Promise<LessonPerson>;
  group(members: LessonPerson[]): Promise<number>;
  /** Shares a file in a chat through the file server, as the chat screen does. */
  share(
    by: LessonPerson,
    target: { groupId: number } | { userId: number },
    name: string,
    bytes: Uint8Array,
  ): Promise<AttachmentView>;
  as<E extends Endpoint>(
    who: LessonPerson,
    endpoint: E,
    input: Omit<EndpointInput<E>, 'actor'>,
  ): Promise<EndpointOutput<E>>;
  stop(): Promise<void>;
}

let counter = 0;

export const startLessonWorld = async (
  label: string,
  options: { recordings?: boolean } = {},
): Promise<LessonWorld> => {
  const bed = await startAccountsTestBed(label);
  const data = tempDir(`${label}-data`);
  const chat = await startChatServiceForTest({ natsUrl: bed.nats.url });
  const media = await startMediaServiceForTest({ natsUrl: bed.nats.url, dataDir: data.dir });
  // Meetings and their recordings (on the same data folder), for recordings published to a class.
  const meetings = options.recordings
    ? await startMeetingServiceForTest({ natsUrl: bed.nats.url })
    : undefined;
  const recordings = options.recordings
    ? await startRecordingServiceForTest({
        natsUrl: bed.nats.url,
        dataDir: data.dir,
        env: { RECORDING_COMPOSERS: '0' },
      })
    : undefined;
  const lessonDb = await createTestDatabase();
  const startLessons = () =>
    startLessonServiceForTest({ natsUrl: bed.nats.url, dataDir: data.dir, databaseUrl: lessonDb.url });
  const lessons = await startLessons();
  const more: TestLessonService[] = [];
  return {
    bed,
    chat,
    media,
    lessons,
    dataDir: data.dir,
    anotherLessonService: async () => {
      const another = await startLessons();
      more.push(another);
      return another;
    },
    person: async (role: Role = Role.Member) => {
      counter += 1;
      const email = `${label}-${counter}@example.org`;
      const id = await bed.users.addUser({
        email,
        password: 'secret-1',
        firstName: `Person${counter}`,
        role,
      });
      const token = await bed.signIn(email, 'secret-1');
      const { actor } = await call(bed.nc, userEndpoints.checkToken, { token });
      return { id, token, actor };
    },
    group: async (members) =>
      (
        await bed.asAdmin(groupEndpoints.create, {
          group: { name: `${label} class ${++counter}`, userIds: members.map((m) => m.id) },
        })
      ).group.id,
    share: async (by, target, name, bytes) => {
      const form = new FormData();
      if ('userId' in target) form.append('userId', String(target.userId));
      else form.append('groupId', String(target.groupId));
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      const response = await fetch(`${media.url}${fileServerPaths.attachments}`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${by.token}` },
      });
      const body = (await response.json()) as { attachment: AttachmentView; message?: string };
      if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${body.message}`);
      return body.attachment;
    },
    as: (who, endpoint, input) =>
      call(bed.nc, endpoint, { ...input, actor: who.actor } as EndpointInput<typeof endpoint>),
    stop: async () => {
      for (const another of more) await another.stop().catch(() => undefined);
      await lessons.stop().catch(() => undefined);
      await lessonDb.drop();
      await media.stop();
      await recordings?.stop();
      await meetings?.stop();
      await chat.stop();
      await bed.stop();
      data.remove();
    },
  };
};
