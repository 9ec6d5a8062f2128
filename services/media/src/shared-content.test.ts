import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type AttachmentUploadAnswer,
  attachmentEndpoints,
  attachmentMessages,
  DOCUMENT_JOBS_STREAM,
  fileServerPaths,
  type Guest,
  type LegacyUploadAnswer,
  legacyUploadFields,
  meetingEndpoints,
  type PlayTicketAnswer,
  type RoomCaller,
  roomEndpoints,
  roomMessages,
  sharedFileMessages,
  shareMessages,
} from '@canstring/contracts';
import { startMeetingServiceForTest, type TestMeetingService } from '@canstring/meeting-service/testing';
import { startRoomServiceForTest, type TestRoomService } from '@canstring/room-service/testing';
import { call } from '@canstring/service-kit';
import { jetstreamManager } from '@nats-io/jetstream';
import { Client } from 'pg';
import sharp from 'sharp';
import {
  docxOfText,
  lockedPdf,
  pdfOfPages,
  pngOfSize,
  pptxOfSlides,
  videoOf,
} from './test-support/documents-for-test';
import {
  attachmentForm,
  attachmentsPath,
  type MediaPerson,
  type MediaWorld,
  startMediaWorld,
} from './test-support/test-world';

/**
 * Content shared on the room's stage through the real file server (its conversion worker and
 * LibreOffice, poppler, sharp, ffprobe), user, chat, meeting and room services: documents become
 * pages once, bad files are said clearly and leave nothing queued, the room shares only what the
 * sender may, and its participants read the pages and play the video with Range.
 */
jest.setTimeout(300_000);

const NOW = new Date().toISOString();
const visit = { currentDate: NOW, zone: 'UTC' };
let world: MediaWorld;
let meetings: TestMeetingService;
let rooms: TestRoomService;
let dir: string;
let host: MediaPerson;
let member: MediaPerson;
let outsider: MediaPerson;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'shared-content-'));
  world = await startMediaWorld('media-shared-content');
  meetings = await startMeetingServiceForTest({ natsUrl: world.bed.nats.url, now: NOW });
  rooms = await startRoomServiceForTest({ natsUrl: world.bed.nats.url });
  [member, outsider] = [await world.person(), await world.person()];
  host = world.bed.admin as unknown as MediaPerson;
});
afterAll(async () => {
  await rooms?.stop();
  await meetings?.stop();
  await world?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A PDF header followed by noise: no trailer, no cross-reference table. */
const corruptPdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(3_000)]);

/** Waits for a state the file server reaches on its own (a deletion event handled), up to 20 s. */
const until = async (reached: () => Promise<boolean> | boolean) => {
  const deadline = Date.now() + 20_000;
  while (!(await reached())) {
    if (Date.now() > deadline) throw new Error('the expected state was not reached');
    await new Promise((r) => setTimeout(r, 100));
  }
};

const toMember = () => ({ userId: member.id });

const upload = async (
  name: string,
  bytes: Uint8Array | string,
  by = host,
  to: { userId: number } = toMember(),
) => {
  const response = await world.post(attachmentsPath, attachmentForm(to, name, bytes), by.token);
  const body = (await response.json()) as AttachmentUploadAnswer & { message?: string };
  return { status: response.status, body };
};

const converted = async (name: string, bytes: Uint8Array | string) => {
  const { status, body } = await upload(name, bytes);
  if (status !== 201) throw new Error(`upload answered ${status}: ${body.message}`);
  return body;
};

const query = async <T>(sql: string): Promise<T[]> => {
  const client = new Client({ connectionString: world.media.databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
};
const conversionRows = async () =>
  (await query<{ n: number }>('select count(*)::int as n from media.conversions'))[0]?.n;

interface InRoom {
  caller: RoomCaller;
  participantId: string;
  token: string;
}

const join = async (caller: RoomCaller, token: string, alias: string, asHost = false): Promise<InRoom> => {
  const joined = await call(world.bed.nc, roomEndpoints.join, {
    caller,
    alias,
    ...visit,
    windowId: 'tab-1',
    asHost,
  });
  return { caller, participantId: joined.participantId, token };
};

const signal = (who: InRoom, method: string, payload: unknown) =>
  call(world.bed.nc, roomEndpoints.signal, {
    caller: who.caller,
    participantId: who.participantId,
    method,
    payload: JSON.stringify(payload),
  });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: { code: string; message: string }) => ({ code: error.code, message: error.message }),
  );

const stateOf = async (who: InRoom) =>
  (await call(world.bed.nc, roomEndpoints.state, { caller: who.caller, participantId: who.participantId }))
    .state;

/** A live one-to-one meeting of the administrator (host) with the member, and a guest. */
const liveRoom = async () => {
  const admin = world.bed.admin;
  const { meeting } = await call(world.bed.nc, meetingEndpoints.schedule, {
    actor: admin.actor,
    meeting: {
      title: 'Deck review',
      seatType: 'conference',
      isRecurring: false,
      zone: 'UTC',
      target: { kind: 'user', userId: member.id },
    },
  });
  const inHost = await join({ actor: admin.actor }, admin.token, meeting.alias, true);
  const inMember = await join({ actor: member.actor }, member.token, meeting.alias);
  const { pass } = await call(world.bed.nc, meetingEndpoints.guestPass, {
    alias: meeting.alias,
    name: 'Visitor',
    phone: '(416) 555-0199',
    ...visit,
  });
  const guest = await join({ guest: pass.guest as Guest }, pass.token, meeting.alias);
  await signal(inHost, 'meetingStatus', { started: true });
  return { room: meeting.meetingNumber, host: inHost, member: inMember, guest };
};

describe('documents converted into pages', () => {
  it('converts a pptx, a pdf, a docx and a picture into their real pages, once per content', async () => {
    const deck = await converted('Quarterly deck.pptx', await pptxOfSlides(dir, 5));
    expect(deck.conversion).toBeUndefined();
    expect(deck.attachment.totalPages).toBe(5);
    const pdf = await pdfOfPages(3);
    expect((await converted('handout.pdf', pdf)).attachment.totalPages).toBe(3);
    const docx = await docxOfText(dir, 'minutes', 'Minutes of the meeting\n\nEveryone agreed.\n');
    expect((await converted('minutes.docx', docx)).attachment.totalPages).toBe(1);
    expect((await converted('board.png', await pngOfSize(2400, 1200))).attachment.totalPages).toBe(1);

    // The same bytes again: the kept pages, no new conversion.
    const before = await conversionRows();
    const again = await converted('handout copy.pdf', pdf);
    expect(again.attachment.totalPages).toBe(3);
    expect(await conversionRows()).toBe(before);
  });

  it('says clearly why a file cannot become pages, keeps it downloadable, and leaves nothing in the queue', async () => {
    const cases: [string, Uint8Array | string, string][] = [
      ['broken.pdf', corruptPdf(), shareMessages.cannotConvert],
      ['locked.pdf', await lockedPdf(dir), shareMessages.passwordProtected],
      ['empty.pdf', await pdfOfPages(0), shareMessages.noPages],
      ['huge.png', await pngOfSize(12_000, 9_000), shareMessages.pictureTooLarge],
    ];
    for (const [name, bytes, message] of cases) {
      const { status, body } = await upload(name, bytes);
      expect([name, status, body.conversion]).toEqual([name, 201, { failed: true, message }]);
      expect(body.attachment.totalPages).toBeNull();
      expect((await world.get(body.attachment.downloadPath, member.token)).status).toBe(200);
    }
    const jsm = await jetstreamManager(world.bed.nc);
    expect((await jsm.streams.info(DOCUMENT_JOBS_STREAM)).state.messages).toBe(0);
  });

  it('refuses a renamed binary and a video no browser plays, storing nothing', async () => {
    const files = world.storedFiles().length;
    const renamed = await upload(
      'slides.pptx',
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...Array(200).fill(7)]),
    );
    expect([renamed.status, renamed.body.message]).toEqual([400, attachmentMessages.contentMismatch('pptx')]);
    const mpeg4 = await upload('old.mp4', await videoOf(dir, 'mpeg4'));
    expect([mpeg4.status, mpeg4.body.message]).toEqual([400, shareMessages.videoNotPlayable]);
    expect(world.storedFiles().length).toBe(files);
  });

  it('forgets the pages of a deleted attachment once no other upload has its bytes', async () => {
    const bytes = await pdfOfPages(2);
    const first = await converted('twice.pdf', bytes);
    const second = await converted('twice again.pdf', bytes);
    const pagesDirs = () => readdirSync(path.join(world.media.dataDir, 'media', 'pages')).length;
    const before = pagesDirs();
    const remove = (id: string) =>
      call(world.bed.nc, attachmentEndpoints.delete, {
        actor: world.bed.admin.actor,
        attachmentId: Number(id),
      });
    const rowsOf = async () =>
      (await query<{ n: number }>('select count(*)::int as n from media.uploads'))[0]?.n;
    const rows = await rowsOf();
    await remove(first.attachment.id);
    await until(async () => (await rowsOf()) === (rows ?? 0) - 1);
    expect(pagesDirs()).toBe(before);
    await remove(second.attachment.id);
    await until(async () => pagesDirs() === before - 1);
  });

  it('answers the legacy /upload with the real page count, or the reason it cannot', async () => {
    const legacy = (name: string, bytes: Uint8Array) => {
      const form = new FormData();
      form.append(legacyUploadFields.file, new Blob([new Uint8Array(bytes)]), name);
      return world.post(fileServerPaths.legacyUpload, form, host.token);
    };
    const ok = await legacy('agenda.pdf', await pdfOfPages(4));
    expect(ok.status).toBe(200);
    expect((await ok.json()) as LegacyUploadAnswer).toMatchObject({ org_name: 'agenda.pdf', pages: 4 });
    const locked = await legacy('locked.pdf', await lockedPdf(dir));
    expect([locked.status, ((await locked.json()) as { message: string }).message]).toEqual([
      400,
      shareMessages.passwordProtected,
    ]);
  });
});

/** POST /play-tickets for a participant of a room, with a token or pass (or none). */
const askTicket = (room: string, participantId: string, token?: string) =>
  fetch(`${world.media.url}${fileServerPaths.playTickets}`, {
    method: 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
    body: JSON.stringify({ meetingNumber: room, participantId }),
  });

const ticketOf = async (room: string, participantId: string, token: string): Promise<PlayTicketAnswer> => {
  const asked = await askTicket(room, participantId, token);
  expect(asked.status).toBe(201);
  return (await asked.json()) as PlayTicketAnswer;
};

describe('content shared on the stage', () => {
  it('shares a converted document of the sender’s chat, serves its pages to the room, and bounds the page', async () => {
    const { room, host: inHost, member: inMember, guest } = await liveRoom();
    const deck = await converted('deck.pdf', await pdfOfPages(3));
    const id = Number(deck.attachment.id);
    await signal(inHost, 'shareDoc', { attachmentId: id });
    const state = await stateOf(inMember);
    expect(state.flags.displayMode).toBe('document');
    expect(state.flags.sharedContent).toMatchObject({
      kind: 'document',
      fileName: 'deck.pdf',
      totalPages: 3,
      attachmentId: id,
      sharedBy: inHost.participantId,
    });
    expect(state.features.document).toEqual({ currentPage: 1 });

    const upload = String(state.flags.sharedContent?.upload);
    for (const who of [inMember, guest]) {
      const { ticket, upload: opened } = await ticketOf(room, who.participantId, who.token);
      expect(opened).toBe(upload);
      // No header: the ticket alone opens the pages, read without asking the room.
      const page = await fetch(`${world.media.url}${fileServerPaths.sharedPage(room, upload, 2, ticket)}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('image/webp');
      expect(page.headers.get('cache-control')).toMatch(/^private, max-age=\d+, immutable$/);
      const { width, format } = await sharp(Buffer.from(await page.arrayBuffer())).metadata();
      expect([format, width]).toEqual(['webp', 1600]);
    }
    const { ticket } = await ticketOf(room, inMember.participantId, member.token);
    const pageAt = (path: string) => fetch(`${world.media.url}${path}`);
    const thumb = await pageAt(fileServerPaths.sharedPage(room, upload, 1, ticket, 'thumb'));
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(240);
    expect((await pageAt(fileServerPaths.sharedPage(room, upload, 4, ticket))).status).toBe(404);
    for (const refused of [
      fileServerPaths.sharedPage(room, upload, 1, ''),
      fileServerPaths.sharedPage(room, upload, 1, `${ticket}x`),
      fileServerPaths.sharedPage('999', upload, 1, ticket),
      fileServerPaths.sharedPage(room, 'another-upload.pdf', 1, ticket),
    ]) {
      const answer = await pageAt(refused);
      expect([answer.status, ((await answer.json()) as { message: string }).message]).toEqual([
        403,
        sharedFileMessages.badPageTicket,
      ]);
    }
    const askedByOutsider = await askTicket(room, inMember.participantId, outsider.token);
    expect(askedByOutsider.status).toBe(403);
    expect((await askTicket(room, inMember.participantId)).status).toBe(401);

    await signal(inHost, 'pageSwitch', { currentPage: 3 });
    expect(await refusal(signal(inHost, 'pageSwitch', { currentPage: 4 }))).toEqual({
      code: 'BAD_INPUT',
      message: roomMessages.pageOutOfRange,
    });
    expect((await stateOf(guest)).features.document).toEqual({ currentPage: 3 });
  });

  it('refuses a file outside the sender’s chats, one without pages, and files from a guest', async () => {
    const { host: inHost, guest } = await liveRoom();
    const theirs = await upload('private.pdf', await pdfOfPages(1), outsider, { userId: member.id });
    expect(
      await refusal(signal(inHost, 'shareDoc', { attachmentId: Number(theirs.body.attachment.id) })),
    ).toEqual({
      code: 'NOT_FOUND',
      message: shareMessages.noSuchAttachment,
    });
    const broken = await upload('broken.pdf', corruptPdf());
    expect(
      await refusal(signal(inHost, 'shareDoc', { attachmentId: Number(broken.body.attachment.id) })),
    ).toEqual({
      code: 'BAD_INPUT',
      message: shareMessages.notConverted,
    });
    await signal(inHost, 'onGiveConrol', { participantId: guest.participantId, presenter: true });
    expect(
      await refusal(signal(guest, 'shareDoc', { attachmentId: Number(broken.body.attachment.id) })),
    ).toEqual({
      code: 'FORBIDDEN',
      message: shareMessages.guestCannotShareFiles,
    });
    expect((await stateOf(inHost)).flags.sharedContent).toBeNull();
  });

  it('plays the shared video with a play ticket and HTTP Range', async () => {
    const { room, host: inHost, member: inMember } = await liveRoom();
    const clip = await videoOf(dir, 'libx264', 3);
    const video = await converted('clip.mp4', clip);
    await signal(inHost, 'shareDoc', { attachmentId: Number(video.attachment.id) });
    expect((await stateOf(inMember)).flags).toMatchObject({
      displayMode: 'mp4',
      sharedContent: { kind: 'video', totalPages: 'video', fileName: 'clip.mp4' },
    });
    const { ticket } = await ticketOf(room, inMember.participantId, member.token);
    const part = await fetch(`${world.media.url}${fileServerPaths.sharedVideo(room, ticket)}`, {
      headers: { range: 'bytes=100-199' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${clip.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(clip.subarray(100, 200));
    const whole = await fetch(`${world.media.url}${fileServerPaths.sharedVideo(room, ticket)}`);
    expect([whole.status, whole.headers.get('content-type')]).toEqual([200, 'video/mp4']);
    await whole.arrayBuffer();

    const forged = await fetch(`${world.media.url}${fileServerPaths.sharedVideo(room, `${ticket}x`)}`);
    expect([forged.status, ((await forged.json()) as { message: string }).message]).toEqual([
      403,
      sharedFileMessages.badTicket,
    ]);
    expect((await fetch(`${world.media.url}${fileServerPaths.sharedVideo('999', ticket)}`)).status).toBe(403);
    // A video's ticket opens no document's pages.
    const upload = String((await stateOf(inMember)).flags.sharedContent?.upload);
    expect(
      (await fetch(`${world.media.url}${fileServerPaths.sharedPage(room, upload, 1, ticket)}`)).status,
    ).toBe(403);
  });
});
