import type { RoomParticipantView } from '@canstring/client/room';
import { roomEvent, roomFlags, roomParticipant, roomState } from '@canstring/client/room/testing';
import { roomMessages, roomScreenTexts, type SharedContent } from '@canstring/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { EnteredRoomScreen } from '../../test-support/entered-room-screen';
import { fixedClock, quietFieldObserver, refusal, renderWithGateway } from '../../test-support/fake-gateway';
import { fakeRoomGateway } from '../../test-support/fake-room';
import { weeklyReview } from '../../test-support/weekly-review';

// jsdom reaches no file server: each page's picture is named by its page and size.
jest.mock('../stage/stage-files', () => ({
  stagePass: () => null,
  stageFilesOf: ({ documentKey }: { documentKey: string }) => ({
    pagePicture: (page: number, size: string) => Promise.resolve(`blob:${documentKey}/${page}/${size}`),
    videoSource: () => Promise.reject(new Error('no video here')),
  }),
}));

const texts = roomScreenTexts.document;
const clock = fixedClock('2026-03-10T14:05:00', 'America/Toronto');
const ada = roomParticipant({ userName: 'Ada Lovelace', isHost: true, public: false, userId: '1' });
const pia = roomParticipant({ userName: 'Pia', userMode: 'presenter', userId: '2' });
const cleo = roomParticipant({ userName: 'Cleo', userId: '3' });
const deck: SharedContent = {
  kind: 'document',
  fileName: 'deck.pptx',
  totalPages: 5,
  attachmentId: 11,
  upload: 'u-deck.pptx',
  videoId: null,
  sharedBy: ada.participantId,
} as SharedContent;
const documentFlags = roomFlags({ started: true, displayMode: 'document', sharedContent: deck });

const settle = async () => {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
};

const enter = async (me: RoomParticipantView, currentPage = 1) => {
  const gateway = fakeRoomGateway({
    participantId: me.participantId,
    state: roomState({
      participants: [ada, pia, cleo],
      flags: documentFlags,
      features: JSON.stringify({ document: { currentPage } }),
    }),
  });
  renderWithGateway(
    gateway.client,
    clock,
    <EnteredRoomScreen entry={weeklyReview} enteredAs="member" navigate={() => undefined} />,
  );
  await settle();
  let version = 1;
  const turned = (page: number) => {
    version += 1;
    act(() =>
      gateway.push(
        roomEvent({
          method: 'pageSwitch',
          version,
          fromParticipantId: ada.participantId,
          payload: JSON.stringify({ currentPage: page }),
          flags: documentFlags,
          features: JSON.stringify({ document: { currentPage: page } }),
        }),
      ),
    );
  };
  return { gateway, turned };
};

const viewer = () => screen.getByTestId('document-viewer');
const picture = () => screen.getByTestId('document-picture') as HTMLImageElement;
const strip = () => within(screen.getByTestId('document-strip')).getAllByTestId('document-thumb');

describe('the shared document', () => {
  quietFieldObserver();

  it('opens a late joiner on the room’s page, follows the presenter’s turns, and zooms for this viewer only', async () => {
    const { gateway, turned } = await enter(cleo, 3);
    expect(screen.getByTestId('stage').dataset.mode).toBe('document');
    expect(screen.getByTestId('shared-content-name').textContent).toBe('deck.pptx');
    expect(screen.getByTestId('document-page').textContent).toBe(texts.page(3, 5));
    expect(picture().getAttribute('src')).toBe('blob:document-11/3/page');
    // A viewer follows: no page turning, no thumbnails to pick, no Stop Sharing.
    expect(screen.queryByTestId('document-next')).toBeNull();
    expect(screen.queryByTestId('stop-sharing')).toBeNull();
    expect(strip().map((t) => [t.dataset.page, (t as HTMLButtonElement).disabled])).toEqual([
      ['1', true],
      ['2', true],
      ['3', true],
      ['4', true],
      ['5', true],
    ]);
    expect(strip()[2]?.getAttribute('aria-current')).toBe('page');
    expect(strip()[0]?.querySelector('img')?.getAttribute('src')).toBe('blob:document-11/1/thumb');

    turned(4);
    await settle();
    expect(viewer().dataset.page).toBe('4');
    expect(picture().getAttribute('src')).toBe('blob:document-11/4/page');

    // Zoom 0..8, from 4.
    expect(viewer().dataset.zoom).toBe('4');
    for (let i = 0; i < 6; i += 1) fireEvent.click(screen.getByTestId('document-zoom-in'));
    expect(viewer().dataset.zoom).toBe('8');
    expect(screen.getByTestId('document-zoom-in')).toHaveProperty('disabled', true);
    for (let i = 0; i < 10; i += 1) fireEvent.click(screen.getByTestId('document-zoom-out'));
    expect(viewer().dataset.zoom).toBe('0');
    expect(screen.getByTestId('document-zoom-out')).toHaveProperty('disabled', true);
    expect(gateway.signals()).toEqual([]);
  });

  it('lets a presenter turn the pages for everyone, within 1..total', async () => {
    const { gateway } = await enter(pia, 4);
    expect(screen.getByTestId('document-previous')).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByTestId('document-next'));
    await settle();
    expect(viewer().dataset.page).toBe('5');
    expect(screen.getByTestId('document-next')).toHaveProperty('disabled', true);
    fireEvent.click(strip().find((t) => t.dataset.page === '2')!);
    await settle();
    expect(viewer().dataset.page).toBe('2');
    fireEvent.click(screen.getByTestId('document-previous'));
    await settle();
    expect(screen.getByTestId('document-previous')).toHaveProperty('disabled', true);
    expect(gateway.signals()).toEqual([
      { method: 'pageSwitch', payload: { currentPage: 5 } },
      { method: 'pageSwitch', payload: { currentPage: 2 } },
      { method: 'pageSwitch', payload: { currentPage: 1 } },
    ]);
    // Someone else shared it: a presenter cannot take it down.
    expect(screen.queryByTestId('stop-sharing')).toBeNull();
  });

  it('goes back to the room’s page when a turn is refused, with the room’s words', async () => {
    const gateway = fakeRoomGateway(
      {
        participantId: pia.participantId,
        state: roomState({
          participants: [ada, pia, cleo],
          flags: documentFlags,
          features: JSON.stringify({ document: { currentPage: 2 } }),
        }),
      },
      refusal(roomMessages.pageOutOfRange, 'BAD_INPUT'),
    );
    renderWithGateway(
      gateway.client,
      clock,
      <EnteredRoomScreen entry={weeklyReview} enteredAs="member" navigate={() => undefined} />,
    );
    await settle();
    fireEvent.click(screen.getByTestId('document-next'));
    await settle();
    expect(viewer().dataset.page).toBe('2');
    expect(screen.getByTestId('document-problem').textContent).toBe(roomMessages.pageOutOfRange);
  });

  it('gives whoever shared it (or a host) Stop Sharing, which takes it down', async () => {
    const { gateway } = await enter(ada);
    fireEvent.click(screen.getByTestId('stop-sharing'));
    await settle();
    expect(gateway.signals()).toEqual([{ method: 'shareDoc', payload: {} }]);
  });
});
