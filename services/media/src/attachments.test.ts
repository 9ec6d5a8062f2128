import { existsSync } from 'node:fs';
import {
  ATTACHMENT_MAX_BYTES,
  type AttachmentView,
  attachmentEndpoints,
  attachmentMessages,
  chatMessages,
  fileServerPaths,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { uploadPathOf } from './files/locations';
import { sampleJpeg, sampleOle, samplePdf, samplePng, sampleText } from './test-support/sample-files';
import {
  attachmentForm,
  attachmentsPath,
  type MediaPerson,
  type MediaWorld,
  startMediaWorld,
} from './test-support/test-world';

jest.setTimeout(90_000);

let world: MediaWorld;
let ann: MediaPerson;
let ben: MediaPerson;
let cleo: MediaPerson;
let groupId: number;

beforeAll(async () => {
  world = await startMediaWorld('media-attachments');
  [ann, ben, cleo] = [await world.person(), await world.person(), await world.person()];
  groupId = await world.group([ann, ben]);
});
afterAll(async () => {
  await world?.stop();
});

const upload = async (
  by: MediaPerson,
  target: { userId: number } | { groupId: number },
  name: string,
  bytes: Uint8Array | string,
) => world.post(attachmentsPath, attachmentForm(target, name, bytes), by.token);

const uploaded = async (response: Response): Promise<AttachmentView> => {
  const body = (await response.json()) as { attachment: AttachmentView; message?: string };
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${body.message}`);
  return body.attachment;
};

/** Nothing new in the uploads folder or table since `before`. */
const expectNothingStored = async (before: { files: string[]; rows: number }) => {
  expect(world.storedFiles().sort()).toEqual(before.files.sort());
  expect(await world.uploadRows()).toBe(before.rows);
};
const snapshot = async () => ({ files: world.storedFiles(), rows: await world.uploadRows() });

describe('file server attachments', () => {
  it('stores a member’s upload in the group and serves it to another member only', async () => {
    const pdf = samplePdf();
    const attachment = await uploaded(await upload(ann, { groupId }, 'Lesson plan.pdf', pdf));
    expect(attachment).toMatchObject({
      originalName: 'Lesson plan.pdf',
      size: pdf.length,
      mimeType: 'application/pdf',
      uploaderId: String(ann.id),
      groupId: String(groupId),
      downloadPath: fileServerPaths.attachment(attachment.id),
    });

    const download = await world.get(attachment.downloadPath, ben.token);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('Lesson plan.pdf');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(Buffer.from(pdf));

    const outsider = await world.get(attachment.downloadPath, cleo.token);
    expect(outsider.status).toBe(403);
    expect(((await outsider.json()) as { message: string }).message).toBe(chatMessages.notAChatMember);
    expect((await world.get(attachment.downloadPath)).status).toBe(401);
    expect((await world.get(fileServerPaths.attachment(999_999), ben.token)).status).toBe(404);
    expect((await world.get(fileServerPaths.attachment('abc'), ben.token)).status).toBe(404);
  });

  it('shares with one person: both of them can download, nobody else', async () => {
    const attachment = await uploaded(await upload(ben, { userId: ann.id }, 'notes.txt', sampleText()));
    expect(attachment.mimeType).toBe('text/plain; charset=utf-8');
    expect((await world.get(attachment.downloadPath, ann.token)).status).toBe(200);
    expect((await world.get(attachment.downloadPath, ben.token)).status).toBe(200);
    expect((await world.get(attachment.downloadPath, cleo.token)).status).toBe(403);
    const { attachments } = await call(world.bed.nc, attachmentEndpoints.list, {
      actor: ann.actor,
      with: { chatType: 'user', userId: ben.id },
    });
    expect(attachments.map((a) => String(a.id))).toEqual([attachment.id]);
  });

  it('accepts each allowed kind whose content matches its extension', async () => {
    for (const [name, bytes, mime] of [
      ['photo.png', samplePng(), 'image/png'],
      ['photo.JPG', sampleJpeg(), 'image/jpeg'],
      ['minutes.doc', sampleOle(), 'application/msword'],
    ] as const) {
      const attachment = await uploaded(await upload(ann, { groupId }, name, bytes));
      expect(attachment.mimeType).toBe(mime);
    }
  });

  it('refuses a .png whose content is a PDF or text, storing nothing', async () => {
    const before = await snapshot();
    for (const bytes of [samplePdf(), sampleText()]) {
      const response = await upload(ann, { groupId }, 'picture.png', bytes);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(
        attachmentMessages.contentMismatch('png'),
      );
    }
    const binaryText = await upload(ann, { groupId }, 'notes.txt', new Uint8Array([0x68, 0x69, 0x00, 0xff]));
    expect(binaryText.status).toBe(400);
    await expectNothingStored(before);
  });

  it('refuses an extension the specification does not list, with its message', async () => {
    const before = await snapshot();
    const response = await upload(ann, { groupId }, 'setup.exe', samplePdf());
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Please choose a valid file. The extension exe is not supported',
    );
    await expectNothingStored(before);
  });

  it('refuses a file over 50 MB with the specification’s message and leaves no file', async () => {
    const before = await snapshot();
    const big = new Uint8Array(ATTACHMENT_MAX_BYTES + 1);
    big.set(samplePdf());
    const response = await upload(ann, { groupId }, 'big.pdf', big);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe(
      'File size should be less than 50 Mb',
    );
    await expectNothingStored(before);
  });

  it('refuses an upload to a group the caller is not in, or without a target, storing nothing', async () => {
    const before = await snapshot();
    const outsider = await upload(cleo, { groupId }, 'intrude.pdf', samplePdf());
    expect(outsider.status).toBe(403);
    expect(((await outsider.json()) as { message: string }).message).toBe(chatMessages.notAChatMember);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(samplePdf())]), 'orphan.pdf');
    const noTarget = await world.post(attachmentsPath, form, ann.token);
    expect(noTarget.status).toBe(400);
    expect(((await noTarget.json()) as { message: string }).message).toBe(attachmentMessages.chooseOneTarget);
    expect(
      (await world.post(attachmentsPath, attachmentForm({ groupId }, 'x.pdf', samplePdf()))).status,
    ).toBe(401);
    await expectNothingStored(before);
  });

  it('lets only the uploader delete; the file is then removed', async () => {
    const attachment = await uploaded(await upload(ann, { groupId }, 'draft.pdf', samplePdf()));
    const attachmentId = Number(attachment.id);
    const { attachment: stored } = await call(world.bed.nc, attachmentEndpoints.get, {
      actor: ben.actor,
      attachmentId,
    });
    const file = uploadPathOf(world.media.dataDir, stored.uniqueName);
    expect(existsSync(file)).toBe(true);

    for (const someoneElse of [ben, cleo]) {
      await expect(
        call(world.bed.nc, attachmentEndpoints.delete, { actor: someoneElse.actor, attachmentId }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN', message: attachmentMessages.onlyUploaderDeletes });
    }
    expect(existsSync(file)).toBe(true);

    await call(world.bed.nc, attachmentEndpoints.delete, { actor: ann.actor, attachmentId });
    const deadline = Date.now() + 10_000;
    while (existsSync(file) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(existsSync(file)).toBe(false);
    expect((await world.get(attachment.downloadPath, ann.token)).status).toBe(404);
  });
});
