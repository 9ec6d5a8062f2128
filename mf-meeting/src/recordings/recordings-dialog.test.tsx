import {
  meetingScreenTexts,
  recordingMessages,
  recordingScreenTexts,
  remoteNames,
} from '@canstring/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Recording } from '../graphql/types';
import { type FakeHandler, fakeGateway, fixedClock, renderWithGateway } from '../test-support/fake-gateway';
import { formatDuration } from './duration';
import { pageLinks } from './page-links';
import { RECORDINGS_REFRESH_MS, RecordingsDialog } from './recordings-dialog';

const texts = meetingScreenTexts.recordings;
const keptBoards = meetingScreenTexts.keptBoards;
const clock = fixedClock('2026-03-10T14:05:00');

/** A listed recording as the gateway answers it. */
type Listed = Recording & { __typename: string };

const recording = (id: number): Listed => ({
  __typename: 'Recording',
  id: String(id),
  uniqueName: `room-${id}`,
  roomId: '12345678901',
  fileName: `Lecture ${id}`,
  recordDesc: null,
  title: null,
  createdAt: new Date(Date.UTC(2026, 2, 1, 10, id)).toISOString(),
  downloadPath: `/recordings/room-${id}.mkv`,
  status: 'ready',
  failureReason: null,
  durationSeconds: 60 + id,
  playable: true,
  playUrl: `/recordings/room-${id}.webm?ticket=t1`,
});

/** 20 recordings, newest first as the server gives them; offset and limit honoured. */
const stored = Array.from({ length: 20 }, (_, index) => recording(20 - index));

const show = (records = stored, extra: Record<string, FakeHandler> = {}) => {
  const answers: Record<string, FakeHandler> = { ...extra };
  answers.MeetingRecordings = ({ offset, limit }) => ({
    data: {
      recordings: {
        __typename: 'RecordingPage',
        recordings: records.slice(Number(offset), Number(offset) + Number(limit)),
        total: records.length,
      },
    },
  });
  answers.RenameRecording = ({ id, fileName }) => ({
    data: { renameRecording: { ...records.find((item) => item.id === id)!, fileName } },
  });
  answers.DeleteRecording = () => ({ data: { deleteRecording: true } });
  const gateway = fakeGateway(answers);
  renderWithGateway(
    gateway.client,
    clock,
    <RecordingsDialog target={{ userId: '7' }} token="t" onClose={() => undefined} />,
  );
  return gateway;
};

/** Room for a loaded machine: the answers come through timers and the dialog draws a table. */
const WAIT = { timeout: 10_000 };
const rows = async () => screen.findAllByTestId('recording-row', {}, WAIT);

describe('recording pages', () => {
  it('shows no links up to 15 records and at most 2 links around the current page', () => {
    expect(pageLinks(0, 15)).toEqual([]);
    expect(pageLinks(0, 16)).toEqual([0, 1]);
    expect(pageLinks(0, 75)).toEqual([0, 1]);
    expect(pageLinks(2, 75)).toEqual([2, 3]);
    expect(pageLinks(4, 75)).toEqual([3, 4]);
  });
});

describe('Recordings modal', () => {
  it('lists 15 a page, newest first, with 2 page links', async () => {
    const gateway = show();
    expect((await rows()).map((row) => row.dataset.id)).toEqual(stored.slice(0, 15).map((item) => item.id));
    const pages = screen.getByTestId('recording-pages');
    expect(
      within(pages)
        .getAllByRole('button', { name: /^\d+$/ })
        .map((link) => link.textContent),
    ).toEqual(['1', '2']);
    fireEvent.click(within(pages).getByRole('button', { name: '2' }));
    await waitFor(async () =>
      expect((await rows()).map((row) => row.dataset.id)).toEqual(['5', '4', '3', '2', '1']),
    );
    expect(gateway.of('MeetingRecordings').at(-1)?.variables).toEqual({
      with: { userId: '7' },
      offset: 15,
      limit: 15,
    });
  });

  it('says No Records Here when there are none', async () => {
    show([]);
    expect((await screen.findByTestId('no-records')).textContent).toBe(texts.noRecords);
    expect(screen.queryByTestId('recording-pages')).toBeNull();
  });

  it('renames with a required name (Update disabled when empty) and confirms', async () => {
    const gateway = show();
    const first = (await rows())[0]!;
    fireEvent.click(within(first).getByRole('button', { name: texts.edit }));
    const input = within(first).getByRole('textbox', { name: texts.fileName });
    const update = within(first).getByRole('button', { name: texts.update }) as HTMLButtonElement;
    fireEvent.change(input, { target: { value: '   ' } });
    expect(update.disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'Algebra, week 3' } });
    expect(update.disabled).toBe(false);
    fireEvent.click(update);
    expect(await screen.findByText(texts.recordUpdated)).toBeTruthy();
    expect(gateway.sent.find((sent) => sent.name === 'RenameRecording')?.variables).toEqual({
      id: '20',
      fileName: 'Algebra, week 3',
    });
  });

  it('deletes and confirms', async () => {
    const gateway = show();
    fireEvent.click(within((await rows())[1]!).getByRole('button', { name: texts.delete }));
    expect(await screen.findByText(texts.recordDeleted)).toBeTruthy();
    expect(gateway.sent.find((sent) => sent.name === 'DeleteRecording')?.variables).toEqual({ id: '19' });
  });
});

describe('kept whiteboards beside the recordings', () => {
  const keptBoard = (boardId: string, meetingNumber: string, openedAt: string, pages: number) => ({
    __typename: 'KeptWhiteboard',
    boardId,
    meetingNumber,
    openedAt,
    closedAt: openedAt,
    pages,
  });
  const meetingItem = (meetingNumber: string) => ({
    __typename: 'MeetingListItem',
    meeting: { __typename: 'Meeting', id: meetingNumber, meetingNumber },
    ended: false,
  });

  const meetingsOfTarget: FakeHandler = () => ({
    data: {
      meetings: {
        __typename: 'MeetingPage',
        meetings: [meetingItem('22222222222'), meetingItem('33333333333')],
        total: 2,
      },
    },
  });
  /** The gateway answers the boards of the meetings the viewer hosts: here 123… and 222…, not 333…. */
  const hostedBoards: FakeHandler = () => ({
    data: {
      meetingBoards: [
        keptBoard('b-new', '22222222222', '2026-03-05T10:00:00.000Z', 1),
        keptBoard('b-old', '12345678901', '2026-03-01T10:00:00.000Z', 2),
      ],
    },
  });

  it('lists the boards of the recordings’ and the target’s meetings, asked in one read once both lists are in, newest first, with a PNG per page and a PDF', async () => {
    const gateway = show(stored, { ScheduleMeetings: meetingsOfTarget, MeetingBoards: hostedBoards });
    const boards = await screen.findAllByTestId('board-row', {}, WAIT);
    expect(boards.map((row) => row.dataset.id)).toEqual(['b-new', 'b-old']);
    expect(
      within(boards[1]!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([keptBoards.page(0), keptBoards.page(1), keptBoards.pdf]);
    const asked = gateway.of('MeetingBoards').at(-1);
    expect([...((asked?.variables.meetingNumbers ?? []) as string[])].sort()).toEqual([
      '12345678901',
      '22222222222',
      '33333333333',
    ]);
  });

  it('shows no boards section to someone who hosts none of the meetings', async () => {
    const none: FakeHandler = () => ({ data: { meetingBoards: [] } });
    const gateway = show(stored, { MeetingBoards: none });
    await rows();
    await waitFor(() => expect(gateway.of('MeetingBoards')).toHaveLength(1));
    expect(screen.queryByTestId('board-list')).toBeNull();
  });
});

describe('kept transcripts beside the recordings', () => {
  const keptTranscripts = meetingScreenTexts.keptTranscripts;
  const keptTranscript = (meetingNumber: string, firstAt: string, lines: number) => ({
    __typename: 'KeptTranscript',
    meetingNumber,
    lines,
    firstAt,
    lastAt: firstAt,
  });
  /** The gateway answers the transcripts of the meetings the viewer hosts. */
  const hostedTranscripts: FakeHandler = () => ({
    data: {
      meetingTranscripts: [
        keptTranscript('12345678901', '2026-03-05T10:00:00.000Z', 2),
        keptTranscript('22222222222', '2026-03-01T10:00:00.000Z', 1),
      ],
    },
  });
  const transcriptOf: FakeHandler = ({ meetingNumber }) => ({
    data: {
      meetingTranscript: {
        __typename: 'TranscriptFile',
        text: `2026-03-05 10:00:00 Grace: go forward ten meters (${meetingNumber})\n`,
        vtt: 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:05.000\n<v Grace>go forward ten meters\n',
      },
    },
  });

  /** A saved file's words (jsdom's Blob reads only through a FileReader). */
  const wordsOf = (file: Blob) =>
    new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(file);
    });
  /** What the page saved: jsdom has no blob URLs, so each file given one is kept here by its URL. */
  const saved: { fileName: string; file: Blob }[] = [];
  const files = new Map<string, Blob>();
  const keepDownload = (event: MouseEvent) => {
    const link = event.target;
    if (!(link instanceof HTMLAnchorElement) || !link.download) return;
    event.preventDefault();
    saved.push({ fileName: link.download, file: files.get(link.href)! });
  };
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = (file: Blob) => {
      const url = `blob:transcript-${files.size}`;
      files.set(url, file);
      return url;
    };
    URL.revokeObjectURL = (url: string) => void files.delete(url);
    document.addEventListener('click', keepDownload);
  });
  afterEach(() => document.removeEventListener('click', keepDownload));

  it('lists the transcripts of the meetings, asked in one read, and downloads one as text and as WebVTT', async () => {
    const gateway = show(stored, {
      MeetingTranscripts: hostedTranscripts,
      MeetingTranscript: transcriptOf,
    });
    const transcripts = await screen.findAllByTestId('transcript-row', {}, WAIT);
    expect(transcripts.map((row) => row.dataset.id)).toEqual(['12345678901', '22222222222']);
    expect(screen.getByText(keptTranscripts.title)).toBeTruthy();
    expect(gateway.of('MeetingTranscripts')).toHaveLength(1);

    const first = transcripts[0]!;
    fireEvent.click(within(first).getByRole('button', { name: keptTranscripts.text }));
    await waitFor(() => expect(saved).toHaveLength(1));
    fireEvent.click(within(first).getByRole('button', { name: keptTranscripts.webVtt }));
    await waitFor(() => expect(saved).toHaveLength(2));

    expect(saved.map(({ fileName }) => fileName)).toEqual([
      'transcript-12345678901.txt',
      'transcript-12345678901.vtt',
    ]);
    expect(saved[0]!.file.type).toBe('text/plain;charset=utf-8');
    expect(await wordsOf(saved[0]!.file)).toBe(
      '2026-03-05 10:00:00 Grace: go forward ten meters (12345678901)\n',
    );
    expect(saved[1]!.file.type).toBe('text/vtt;charset=utf-8');
    expect(await wordsOf(saved[1]!.file)).toMatch(/^WEBVTT\n\n1\n00:00:00.000 --> 00:00:05.000\n/);
    expect(gateway.of('MeetingTranscript').map((sent) => sent.variables)).toEqual([
      { meetingNumber: '12345678901' },
      { meetingNumber: '12345678901' },
    ]);
  });

  it('shows no transcripts section to someone who hosts none of the meetings', async () => {
    const none: FakeHandler = () => ({ data: { meetingTranscripts: [] } });
    const gateway = show(stored, { MeetingTranscripts: none });
    await rows();
    await waitFor(() => expect(gateway.of('MeetingTranscripts')).toHaveLength(1));
    expect(screen.queryByTestId('transcript-list')).toBeNull();
  });
});

describe('recordings made in the room', () => {
  const listTexts = recordingScreenTexts.list;
  const composing: Listed = {
    ...recording(30),
    status: 'composing',
    durationSeconds: null,
    playable: false,
    playUrl: null,
  };
  const failed: Listed = {
    ...recording(29),
    status: 'failed',
    durationSeconds: null,
    playable: false,
    playUrl: null,
    failureReason: recordingMessages.nothingCaptured,
  };
  const ready = { ...recording(28), durationSeconds: 21.4 };
  const cutShort: Listed = { ...recording(27), failureReason: recordingMessages.diskFull };
  const rowOf = async (id: string) => (await rows()).find((row) => row.dataset.id === id)!;

  it('reads a length as a clock does', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(21.4)).toBe('0:21');
    expect(formatDuration(754)).toBe('12:34');
    expect(formatDuration(3723)).toBe('1:02:03');
  });

  it('shows each one’s duration and status, a failure (or a capture cut short) with its reason, and plays or downloads only a ready one', async () => {
    show([composing, failed, ready, cutShort]);
    const preparing = await rowOf('30');
    expect(within(preparing).getByTestId('recording-status').textContent).toBe(listTexts.statuses.composing);
    expect(within(preparing).getByTestId('recording-duration').textContent).toBe(listTexts.noDuration);
    expect(within(preparing).queryByRole('button', { name: listTexts.play })).toBeNull();
    expect(
      (within(preparing).getByRole('button', { name: texts.download }) as HTMLButtonElement).disabled,
    ).toBe(true);

    const broken = await rowOf('29');
    expect(within(broken).getByTestId('recording-status').dataset.status).toBe('failed');
    expect(within(broken).getByTestId('recording-failure').textContent).toBe(
      recordingMessages.nothingCaptured,
    );
    expect(within(broken).queryByRole('button', { name: listTexts.play })).toBeNull();

    const done = await rowOf('28');
    expect(within(done).getByTestId('recording-status').textContent).toBe(listTexts.statuses.ready);
    expect(within(done).getByTestId('recording-duration').textContent).toBe('0:21');
    expect((within(done).getByRole('button', { name: texts.download }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(within(done).queryByTestId('recording-failure')).toBeNull();

    // Ready, holding what was captured before the disk filled up: it says so.
    const short = await rowOf('27');
    expect(within(short).getByTestId('recording-status').dataset.status).toBe('ready');
    expect(within(short).getByTestId('recording-failure').textContent).toBe(recordingMessages.diskFull);
    expect(within(short).getByRole('button', { name: listTexts.play })).toBeTruthy();
  });

  it('plays a ready one in place from the file server, with a play ticket read afresh', async () => {
    const fetched: string[] = [];
    const config = {
      gatewayUrl: 'http://gateway.test/graphql',
      gatewayWsUrl: 'ws://gateway.test/graphql',
      remotes: Object.fromEntries(remoteNames.map((name) => [name, `http://remotes.test/${name}.js`])),
      fileServerUrl: 'http://files.test/',
      support: { email: 'help@example.com', phone: '1' },
    };
    const original = globalThis.fetch;
    globalThis.fetch = (async (url: string) => {
      fetched.push(url);
      return { ok: true, status: 200, json: async () => config };
    }) as unknown as typeof fetch;
    try {
      let ticket = 't1';
      const listed: FakeHandler = () => ({
        data: {
          recordings: {
            __typename: 'RecordingPage',
            recordings: [{ ...ready, playUrl: `/recordings/room-28.webm?ticket=${ticket}` }],
            total: 1,
          },
        },
      });
      const gateway = fakeGateway({ MeetingRecordings: listed });
      renderWithGateway(
        gateway.client,
        clock,
        <RecordingsDialog target={{ userId: '7' }} token="t" onClose={() => undefined} />,
      );
      expect((await rowOf('28')).dataset.status).toBe('ready');
      const asked = gateway.of('MeetingRecordings').length;
      // The list is read again at Play, for a ticket that has not run out.
      ticket = 't2';
      fireEvent.click(within(await rowOf('28')).getByRole('button', { name: listTexts.play }));
      const player = (await screen.findByTestId('recording-player', {}, WAIT)) as HTMLVideoElement;
      expect(player.getAttribute('src')).toBe('http://files.test/recordings/room-28.webm?ticket=t2');
      expect(player.controls).toBe(true);
      expect(gateway.of('MeetingRecordings')).toHaveLength(asked + 1);
      expect(fetched).toEqual(['/runtime-config.json']);
      fireEvent.click(screen.getByRole('button', { name: listTexts.closePlayer }));
      await waitFor(() => expect(screen.queryByTestId('recording-player')).toBeNull(), WAIT);
    } finally {
      globalThis.fetch = original;
    }
  });

  it('reads the list again while one is being prepared, until it is ready', async () => {
    jest.useFakeTimers();
    try {
      let current = composing;
      const listed: FakeHandler = () => ({
        data: { recordings: { __typename: 'RecordingPage', recordings: [current], total: 1 } },
      });
      const gateway = fakeGateway({ MeetingRecordings: listed });
      renderWithGateway(
        gateway.client,
        clock,
        <RecordingsDialog target={{ userId: '7' }} token="t" onClose={() => undefined} />,
      );
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      expect((await rowOf('30')).dataset.status).toBe('composing');
      current = { ...ready, id: '30' };
      await act(async () => {
        await jest.advanceTimersByTimeAsync(RECORDINGS_REFRESH_MS);
      });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      expect((await rowOf('30')).dataset.status).toBe('ready');
      const asked = gateway.of('MeetingRecordings').length;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(RECORDINGS_REFRESH_MS * 2);
      });
      expect(gateway.of('MeetingRecordings')).toHaveLength(asked);
    } finally {
      jest.useRealTimers();
    }
  });
});
