import { existsSync } from 'node:fs';
import path from 'node:path';
import { type ChatService, startChatServiceForTest } from '@canstring/chat-service/testing';
import {
  attachmentMessages,
  chatMessages,
  DEFAULT_DOCUMENT_PAGES,
  fileServerPaths,
  groupEndpoints,
  legacyUploadFields,
} from '@canstring/contracts';
import { startMediaServiceForTest, type TestMediaService } from '@canstring/media-service/testing';
import {
  type LegacyAdminTestBed,
  type Person,
  startLegacyAdminTestBed,
} from '../test-support/admin-test-kit';

/**
 * The old client's attachment round trip against the real services: the file server's /upload,
 * then POST /meets/attachments, the list, a download, and DELETE by someone else and by the owner.
 */
jest.setTimeout(90_000);

let bed: LegacyAdminTestBed;
let chat: ChatService;
let media: TestMediaService;
let ana: Person & { token: string };
let ben: Person & { token: string };
let cid: Person & { token: string };
let groupId: number;

const signedIn = async () => {
  const p = await bed.newMember();
  return { ...p, token: await bed.signIn(p.email, p.password) };
};

beforeAll(async () => {
  bed = await startLegacyAdminTestBed('legacy-attachments');
  chat = await startChatServiceForTest({ natsUrl: bed.nats.url });
  media = await startMediaServiceForTest({ natsUrl: bed.nats.url });
  [ana, ben, cid] = [await signedIn(), await signedIn(), await signedIn()];
  groupId = (
    await bed.asAdmin(groupEndpoints.create, { group: { name: 'Physics', userIds: [ana.id, ben.id] } })
  ).group.id;
});
afterAll(async () => {
  await media?.stop();
  await chat?.stop();
  await bed?.stop();
});

const legacyUpload = async (token: string, name: string, content: string, userId?: number) => {
  const form = new FormData();
  if (userId) form.append(legacyUploadFields.userId, String(userId));
  form.append(legacyUploadFields.room, 'room-1');
  form.append(legacyUploadFields.name, name);
  form.append(legacyUploadFields.description, 'Week 1');
  form.append(legacyUploadFields.file, new Blob([content]), name);
  const response = await fetch(`${media.url}${fileServerPaths.legacyUpload}`, {
    method: 'POST',
    body: form,
    headers: { 'x-auth-token': token },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('legacy /upload and /meets/attachments', () => {
  it('shares an uploaded file in a group, lists it, serves it, and lets only its owner delete it', async () => {
    const uploaded = await legacyUpload(ana.token, 'syllabus.txt', 'Week 1: vectors\n', ana.id);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toEqual({
      org_name: 'syllabus.txt',
      name: expect.stringMatching(/\.txt$/),
      // A one-line text converts to a single page: the real count, not the default.
      pages: 1,
    });
    const uniqueName = uploaded.body.name as string;

    // Nobody else can share Ana's upload.
    const stolen = await bed.request('/meets/attachments', {
      token: ben.token,
      body: { unique_name: uniqueName, group_id: groupId },
    });
    expect(stolen.status).toBe(403);
    expect(stolen.body.message).toBe(attachmentMessages.notYourUpload);

    const shared = await bed.request('/meets/attachments', {
      token: ana.token,
      body: {
        unique_name: uniqueName,
        original_name: 'syllabus.txt',
        file_name: 'Syllabus',
        file_desc: 'Week 1',
        total_pages: 'youtube',
        group_id: String(groupId),
      },
    });
    expect(shared.status).toBe(200);
    const attachment = shared.body.attachment as Record<string, unknown>;
    expect(attachment).toMatchObject({
      unique_name: uniqueName,
      original_name: 'syllabus.txt',
      file_name: 'Syllabus',
      file_desc: 'Week 1',
      total_pages: DEFAULT_DOCUMENT_PAGES,
      group_id: groupId,
      user_id: null,
    });

    const list = await bed.request(`/meets/attachments?groupId=${groupId}&offset=0&limit=25`, {
      token: ben.token,
    });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ success: true, TotalRowCount: 1 });
    expect((list.body.attachments as Record<string, unknown>[]).map((a) => a.attachment_id)).toEqual([
      attachment.attachment_id,
    ]);
    const outsiderList = await bed.request(`/meets/attachments?groupId=${groupId}`, { token: cid.token });
    expect(outsiderList.status).toBe(403);
    expect(outsiderList.body.message).toBe(chatMessages.notAChatMember);

    const download = await fetch(`${media.url}${attachment.fs_file_path as string}`, {
      headers: { authorization: `Bearer ${ben.token}` },
    });
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('Week 1: vectors\n');

    const refused = await bed.request(`/meets/attachments/${attachment.attachment_id}`, {
      method: 'DELETE',
      token: ben.token,
    });
    expect(refused.status).toBe(403);
    const file = path.join(media.dataDir, 'media', 'uploads', uniqueName);
    expect(existsSync(file)).toBe(true);

    const deleted = await bed.request(`/meets/attachments/${attachment.attachment_id}`, {
      method: 'DELETE',
      token: ana.token,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: attachmentMessages.attachmentDeleted });
    const deadline = Date.now() + 10_000;
    while (existsSync(file) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(existsSync(file)).toBe(false);
  });

  it('refuses an upload claimed for someone else, a wrong file, and a target that is not one chat', async () => {
    const claimed = await legacyUpload(ana.token, 'notes.txt', 'hello', ben.id);
    expect(claimed.status).toBe(403);
    const wrong = await legacyUpload(ana.token, 'photo.png', 'not a picture');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(attachmentMessages.contentMismatch('png'));
    expect((await legacyUpload('not-a-token', 'notes.txt', 'hello')).status).toBe(401);

    const both = await bed.request('/meets/attachments', {
      token: ana.token,
      body: { unique_name: 'x.txt', user_id: ben.id, group_id: groupId },
    });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe(attachmentMessages.chooseOneTarget);
    const unknown = await bed.request('/meets/attachments', {
      token: ana.token,
      body: { unique_name: 'no-such-upload.txt', user_id: ben.id },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(attachmentMessages.uploadNotFound);
  });
});
