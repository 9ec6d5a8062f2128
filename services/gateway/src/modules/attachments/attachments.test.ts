import { attachmentMessages, fileServerPaths } from '@canstring/contracts';
import { startMediaServiceForTest, type TestMediaService } from '@canstring/media-service/testing';
import type { Client } from 'graphql-ws';
import { type ChatPerson, type ChatTestBed, startChatTestBed } from '../../test-support/chat-test-kit';
import { eventually } from '../../test-support/test-client';

/**
 * Attachments through GraphQL end to end: files uploaded to the real file server, listed and
 * deleted through the gateway, and pushed to members by `attachmentChanged`.
 */
jest.setTimeout(90_000);

let bed: ChatTestBed;
let media: TestMediaService;
let ana: ChatPerson;
let ben: ChatPerson;
let cleo: ChatPerson;
let classId: number;
beforeAll(async () => {
  bed = await startChatTestBed('gql-attachments');
  media = await startMediaServiceForTest({ natsUrl: bed.nats.url });
  ana = await bed.person('Ana');
  ben = await bed.person('Ben');
  cleo = await bed.person('Cleo');
  classId = await bed.group('Class 9', [ana, ben]);
});
afterAll(async () => {
  await media?.stop();
  await bed?.stop();
});

interface Change {
  kind: 'added' | 'deleted';
  attachment: { id: string; originalName: string; uploaderName: string; downloadPath: string };
}

const listen = (client: Client) => {
  const received: { changes: Change[]; errors: unknown[] } = { changes: [], errors: [] };
  client.subscribe<{ attachmentChanged: Change }>(
    {
      query:
        'subscription { attachmentChanged { kind attachment { id originalName uploaderName downloadPath } } }',
    },
    {
      next: (value) => {
        if (value.data?.attachmentChanged) received.changes.push(value.data.attachmentChanged);
        if (value.errors) received.errors.push(...value.errors);
      },
      error: (error) => received.errors.push(error),
      complete: () => undefined,
    },
  );
  return received;
};

let uploads = 0;
const upload = async (by: ChatPerson, name: string) => {
  uploads += 1;
  const form = new FormData();
  form.append('groupId', String(classId));
  form.append('file', new Blob([`notes ${uploads}\n`]), name);
  const response = await fetch(`${media.url}${fileServerPaths.attachments}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${by.token}` },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { attachment: Change['attachment'] }).attachment;
};

const list = (token: string) =>
  bed.gql<{ attachments: { attachments: { id: string; originalName: string }[]; total: number } }>(
    'query($with: ChatTargetInput!) { attachments(with: $with) { attachments { id originalName } total } }',
    { with: { groupId: String(classId) } },
    token,
  );

describe('attachments through the gateway', () => {
  it('lists a group’s files for members, pushes additions and deletions, and lets only the uploader delete', async () => {
    const forBen = listen(bed.socket(ben.token));
    const forCleo = listen(bed.socket(cleo.token));
    // The subscription is in place once an upload made now reaches it.
    let first: Change['attachment'] | undefined;
    const ready = await eventually(async () => {
      first = await upload(ana, 'warm-up.txt');
      await new Promise((r) => setTimeout(r, 150));
      return forBen.changes.some((c) => c.attachment.id === first?.id);
    }, 10_000);
    expect(ready).toBe(true);

    const notes = await upload(ana, 'notes.txt');
    expect(await eventually(async () => forBen.changes.some((c) => c.attachment.id === notes.id))).toBe(true);
    expect(forBen.changes.find((c) => c.attachment.id === notes.id)).toMatchObject({
      kind: 'added',
      attachment: { originalName: 'notes.txt', uploaderName: 'Ana', downloadPath: notes.downloadPath },
    });

    const forMember = await list(ben.token);
    expect(forMember.errors).toBeUndefined();
    expect(forMember.data?.attachments.attachments[0]).toEqual({ id: notes.id, originalName: 'notes.txt' });
    const forOutsider = await list(cleo.token);
    expect(forOutsider.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const remove = (token: string) =>
      bed.gql<{ deleteAttachment: boolean }>(
        'mutation($id: ID!) { deleteAttachment(id: $id) }',
        { id: notes.id },
        token,
      );
    const refused = await remove(ben.token);
    expect(refused.errors?.[0]?.message).toBe(attachmentMessages.onlyUploaderDeletes);
    const done = await remove(ana.token);
    expect(done.data?.deleteAttachment).toBe(true);
    expect(
      await eventually(async () =>
        forBen.changes.some((c) => c.kind === 'deleted' && c.attachment.id === notes.id),
      ),
    ).toBe(true);
    expect((await list(ben.token)).data?.attachments.attachments.map((a) => a.id)).not.toContain(notes.id);

    expect(forCleo.changes).toEqual([]);
    expect([...forBen.errors, ...forCleo.errors]).toEqual([]);
  });
});
