import { type AttachmentView, fileServerPaths, Role } from '@canstring/contracts';
import { startLessonServiceForTest, type TestLessonService } from '@canstring/lesson-service/testing';
import { startMediaServiceForTest, type TestMediaService } from '@canstring/media-service/testing';
import { tempDir } from '@canstring/service-kit/testing';
import { type ChatPerson, type ChatTestBed, startChatTestBed } from './chat-test-kit';

/**
 * The chat test bed with the file server (a process) and the lesson service sharing one DATA_DIR, as
 * on one machine: a video shared in a class's chat becomes a lesson.
 */
export interface LessonTestBed extends ChatTestBed {
  media: TestMediaService;
  lessons: TestLessonService;
  /** A member with user role 1 (a host: a teacher of the classes they belong to), signed in. */
  host(firstName: string): Promise<ChatPerson>;
  /** Shares a file in a group's chat through the file server, as the chat screen does. */
  share(by: ChatPerson, groupId: number, name: string, bytes: Uint8Array): Promise<AttachmentView>;
}

let hosts = 0;

export const startLessonTestBed = async (label: string): Promise<LessonTestBed> => {
  const bed = await startChatTestBed(label);
  const data = tempDir(`${label}-data`);
  const media = await startMediaServiceForTest({ natsUrl: bed.nats.url, dataDir: data.dir });
  const lessons = await startLessonServiceForTest({ natsUrl: bed.nats.url, dataDir: data.dir });
  return {
    ...bed,
    media,
    lessons,
    host: async (firstName) => {
      hosts += 1;
      const email = `${label}-host${hosts}@example.org`;
      const password = `secret-host-${hosts}`;
      const id = await bed.users.addUser({ email, password, firstName, role: Role.Administrator });
      return { id, email, firstName, token: await bed.signIn(email, password) };
    },
    share: async (by, groupId, name, bytes) => {
      const form = new FormData();
      form.append('groupId', String(groupId));
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
    stop: async () => {
      await lessons.stop();
      await media.stop();
      await bed.stop();
      data.remove();
    },
  };
};

export { sampleLessonVideo } from '@canstring/lesson-service/testing';
