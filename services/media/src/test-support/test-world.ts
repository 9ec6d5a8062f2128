import { readdirSync } from 'node:fs';
import { type ChatService, startChatServiceForTest } from '@canstring/chat-service/testing';
import { type Actor, fileServerPaths, groupEndpoints, userEndpoints } from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { createTestDatabase, type TestDatabase } from '@canstring/service-kit/testing';
import { type AccountsTestBed, startAccountsTestBed } from '@canstring/user-service/testing';
import { Client } from 'pg';
import { uploadsDirOf } from '../files/locations';
import { startMediaServiceForTest, type TestMediaService } from '../testing';

export interface MediaPerson {
  id: number;
  token: string;
  actor: Actor;
}

/** Real NATS, user, chat and file server (a process), each service on its own database. */
export interface MediaWorld {
  bed: AccountsTestBed;
  chat: ChatService;
  media: TestMediaService;
  person(): Promise<MediaPerson>;
  group(members: MediaPerson[]): Promise<number>;
  /** POST multipart to the file server with the caller's token. */
  post(path: string, form: FormData, token?: string): Promise<Response>;
  get(path: string, token?: string): Promise<Response>;
  /** Names in the uploads folder (temporary parts included). */
  storedFiles(): string[];
  uploadRows(): Promise<number>;
  stop(): Promise<void>;
}

let counter = 0;

export const startMediaWorld = async (label: string): Promise<MediaWorld> => {
  const bed = await startAccountsTestBed(label);
  const chat = await startChatServiceForTest({ natsUrl: bed.nats.url });
  const mediaDb: TestDatabase = await createTestDatabase();
  const media = await startMediaServiceForTest({ natsUrl: bed.nats.url, databaseUrl: mediaDb.url });
  const auth = (token?: string): Record<string, string> =>
    token ? { authorization: `Bearer ${token}` } : {};

  return {
    bed,
    chat,
    media,
    person: async () => {
      counter += 1;
      const p = await bed.newMember();
      const token = await bed.signIn(p.email, p.password);
      const { actor } = await call(bed.nc, userEndpoints.checkToken, { token });
      return { id: p.id, token, actor };
    },
    group: async (members) =>
      (
        await bed.asAdmin(groupEndpoints.create, {
          group: { name: `${label} group ${counter}`, userIds: members.map((m) => m.id) },
        })
      ).group.id,
    post: (path, form, token) =>
      fetch(`${media.url}${path}`, { method: 'POST', body: form, headers: auth(token) }),
    get: (path, token) => fetch(`${media.url}${path}`, { headers: auth(token) }),
    storedFiles: () => {
      try {
        return readdirSync(uploadsDirOf(media.dataDir));
      } catch {
        return [];
      }
    },
    uploadRows: async () => {
      const client = new Client({ connectionString: mediaDb.url });
      await client.connect();
      try {
        const { rows } = await client.query('select count(*)::int as n from media.uploads');
        return rows[0].n as number;
      } finally {
        await client.end();
      }
    },
    stop: async () => {
      await media.stop();
      await chat.stop();
      await bed.stop();
      await mediaDb.drop();
    },
  };
};

/** A form as the chat screen sends it: the target, then the file. */
export const attachmentForm = (
  target: { userId: number } | { groupId: number },
  name: string,
  bytes: Uint8Array | string,
  description?: string,
): FormData => {
  const form = new FormData();
  if ('userId' in target) form.append('userId', String(target.userId));
  else form.append('groupId', String(target.groupId));
  if (description) form.append('description', description);
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  return form;
};

export const attachmentsPath = fileServerPaths.attachments;
