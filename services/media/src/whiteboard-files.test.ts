import { randomUUID } from 'node:crypto';
import {
  type Actor,
  type BoardImageAnswer,
  boardImageMessages,
  boardImageUploadFields,
  fileServerPaths,
  type Guest,
  meetingEndpoints,
  type RoomCaller,
  roomEndpoints,
  roomMessages,
  whiteboardMessages,
} from '@canstring/contracts';
import { startMeetingServiceForTest, type TestMeetingService } from '@canstring/meeting-service/testing';
import { startRoomServiceForTest, type TestRoomService } from '@canstring/room-service/testing';
import { call } from '@canstring/service-kit';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { BOARD_PAGE_HEIGHT, BOARD_PAGE_WIDTH } from './boards/board-svg';
import { samplePng, sampleText } from './test-support/sample-files';
import { type MediaPerson, type MediaWorld, startMediaWorld } from './test-support/test-world';

/**
 * The whiteboard's files through the real file server, user, meeting and room services: pictures
 * uploaded by those who may draw (members and guests), and kept boards downloaded by their hosts.
 */
jest.setTimeout(120_000);

const NOW = new Date().toISOString();
const visit = { currentDate: NOW, zone: 'UTC' };
let world: MediaWorld;
let meetings: TestMeetingService;
let rooms: TestRoomService;
beforeAll(async () => {
  world = await startMediaWorld('media-whiteboard');
  meetings = await startMeetingServiceForTest({ natsUrl: world.bed.nats.url, now: NOW });
  rooms = await startRoomServiceForTest({ natsUrl: world.bed.nats.url });
});
afterAll(async () => {
  await rooms?.stop();
  await meetings?.stop();
  await world?.stop();
});

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

/** A live conference: the administrator hosting, a member, and a guest. */
const liveRoom = async () => {
  const admin = world.bed.admin;
  const member: MediaPerson = await world.person();
  const { meeting } = await call(world.bed.nc, meetingEndpoints.schedule, {
    actor: admin.actor,
    meeting: {
      title: 'Board review',
      seatType: 'conference',
      isRecurring: false,
      zone: 'UTC',
      target: { kind: 'user', userId: member.id },
    },
  });
  const host = await join({ actor: admin.actor }, admin.token, meeting.alias, true);
  const inRoom = await join({ actor: member.actor }, member.token, meeting.alias);
  const { pass } = await call(world.bed.nc, meetingEndpoints.guestPass, {
    alias: meeting.alias,
    name: 'Visitor',
    phone: '(416) 555-0199',
    ...visit,
  });
  const guest = await join({ guest: pass.guest as Guest }, pass.token, meeting.alias);
  return { meetingNumber: meeting.meetingNumber, host, member: inRoom, memberPerson: member, guest };
};

const pictureForm = (participantId: string, name: string, bytes: Uint8Array | string): FormData => {
  const form = new FormData();
  form.append(boardImageUploadFields.participantId, participantId);
  form.append(
    boardImageUploadFields.file,
    new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]),
    name,
  );
  return form;
};

const upload = (who: InRoom, name = 'sketch.png', bytes: Uint8Array | string = samplePng()) =>
  world.post(fileServerPaths.boardImages, pictureForm(who.participantId, name, bytes), who.token);

const failure = async (answer: Response) => [
  answer.status,
  ((await answer.json()) as { message: string }).message,
];

const board = { senderWbWidth: 800, senderWbHeight: 450 };

describe('whiteboard pictures', () => {
  it('takes a png from those who may draw, members and guests alike, and shows it to their room only', async () => {
    const { host, member, guest } = await liveRoom();
    expect(await failure(await upload(member))).toEqual([403, roomMessages.noWhiteboardRight]);
    await signal(host, 'onGiveWbConrol', { participantId: guest.participantId, allowed: true });

    const stored = world.storedFiles().length;
    const fromHost = await upload(host);
    expect(fromHost.status).toBe(201);
    const { image } = (await fromHost.json()) as BoardImageAnswer;
    expect(image).toMatch(/^[0-9a-f-]{36}\.png$/);
    const fromGuest = await upload(guest, 'photo.JPG', samplePng().slice(0, 0));
    expect(await failure(fromGuest)).toEqual([400, whiteboardMessages.notAnImage]);
    expect((await upload(guest)).status).toBe(201);
    expect(world.storedFiles().length).toBe(stored + 2);

    // The room's participants, guests included, see it; someone else's participant does not.
    const seen = await world.get(fileServerPaths.boardImage(image, guest.participantId), guest.token);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await seen.arrayBuffer())).toEqual(Buffer.from(samplePng()));
    expect((await world.get(fileServerPaths.boardImage(image, host.participantId), guest.token)).status).toBe(
      403,
    );
    const otherRoom = await liveRoom();
    const elsewhere = await world.get(
      fileServerPaths.boardImage(image, otherRoom.host.participantId),
      otherRoom.host.token,
    );
    expect(await failure(elsewhere)).toEqual([404, boardImageMessages.noSuchImage]);
    expect((await world.get(fileServerPaths.boardImage(image, guest.participantId))).status).toBe(401);
  });

  it('refuses a renamed text file with a clear message, a stranger, and leaves no file', async () => {
    const { host } = await liveRoom();
    const stored = world.storedFiles().length;
    expect(await failure(await upload(host, 'notes.png', sampleText()))).toEqual([
      400,
      whiteboardMessages.notAnImage,
    ]);
    expect(await failure(await upload(host, 'notes.txt', sampleText()))).toEqual([
      400,
      whiteboardMessages.notAnImage,
    ]);
    const stranger = await world.person();
    const asStranger = await world.post(
      fileServerPaths.boardImages,
      pictureForm(host.participantId, 'sketch.png', samplePng()),
      stranger.token,
    );
    expect(asStranger.status).toBe(403);
    const notParticipant = await world.post(
      fileServerPaths.boardImages,
      pictureForm(randomUUID(), 'sketch.png', samplePng()),
      stranger.token,
    );
    expect(notParticipant.status).toBe(403);
    expect(world.storedFiles().length).toBe(stored);
  });
});

describe('kept whiteboards', () => {
  it('downloads a kept board as PNG pages and one PDF to the meeting’s hosts only', async () => {
    const { meetingNumber, host, member } = await liveRoom();
    const { image } = (await (await upload(host)).json()) as BoardImageAnswer;
    await signal(host, 'wbEnable', { enabled: true });
    const rectangle = { ...board, id: 'r1', className: 'Rectangle', x: 10, y: 20, width: 100, height: 50 };
    await signal(host, 'whiteboardData', {
      page: 0,
      shape: { ...rectangle, colour: '#3182ce', strokeWidth: 5 },
    });
    await signal(host, 'whiteboardData', {
      page: 0,
      shape: { ...board, id: 'i1', className: 'Image', x: 400, y: 200, width: 100, height: 100, image },
    });
    await signal(host, 'whiteboardPage', { page: 1 });
    await signal(host, 'whiteboardData', {
      page: 1,
      shape: {
        ...board,
        id: 't1',
        className: 'Text',
        x: 10,
        y: 10,
        text: 'Next <steps>',
        fontSize: 24,
        colour: '#000000',
      },
    });
    await signal(host, 'meetingStatus', { started: false });
    const admin: Actor = world.bed.admin.actor;
    const { boards } = await call(world.bed.nc, roomEndpoints.boards, {
      actor: admin,
      meetingNumbers: [meetingNumber],
    });
    const boardId = boards[0]?.boardId as string;
    expect(boards).toEqual([expect.objectContaining({ boardId: expect.any(String), pages: 2 })]);

    const png = await world.get(fileServerPaths.keptBoardPagePng(boardId, 0), host.token);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('content-disposition')).toContain(`whiteboard-${meetingNumber}-page-0.png`);
    const bytes = Buffer.from(await png.arrayBuffer());
    const { width, height } = await sharp(bytes).metadata();
    expect([width, height]).toEqual([BOARD_PAGE_WIDTH, BOARD_PAGE_HEIGHT]);
    // The picture is on the page, where its box was scaled to.
    const [r, g, b] = await sharp(bytes)
      .extract({ left: 900, top: 500, width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer();
    expect([r, g, b]).not.toEqual([255, 255, 255]);

    const pdf = await world.get(fileServerPaths.keptBoardPdf(boardId), host.token);
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect((await PDFDocument.load(await pdf.arrayBuffer())).getPageCount()).toBe(2);

    expect(await failure(await world.get(fileServerPaths.keptBoardPdf(boardId), member.token))).toEqual([
      403,
      whiteboardMessages.hostsOnly,
    ]);
    expect(
      await failure(await world.get(fileServerPaths.keptBoardPagePng(boardId, 0), member.token)),
    ).toEqual([403, whiteboardMessages.hostsOnly]);
    expect(await failure(await world.get(fileServerPaths.keptBoardPagePng(boardId, 2), host.token))).toEqual([
      404,
      whiteboardMessages.noSuchPage,
    ]);
    expect(await failure(await world.get(fileServerPaths.keptBoardPdf(randomUUID()), host.token))).toEqual([
      404,
      whiteboardMessages.noSuchBoard,
    ]);
    expect(await failure(await world.get('/boards/not-a-board.pdf', host.token))).toEqual([
      404,
      whiteboardMessages.noSuchBoard,
    ]);
    expect((await world.get(fileServerPaths.keptBoardPdf(boardId))).status).toBe(401);
  });
});
