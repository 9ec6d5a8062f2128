import type { RoomParticipantView } from '@canstring/client/room';
import { roomFlags, roomParticipant, roomState } from '@canstring/client/room/testing';
import { type DisplayMode, roomScreenTexts } from '@canstring/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { EnteredRoomScreen } from '../../test-support/entered-room-screen';
import { fixedClock, quietFieldObserver, renderWithGateway } from '../../test-support/fake-gateway';
import { fakeRoomGateway } from '../../test-support/fake-room';
import { weeklyReview } from '../../test-support/weekly-review';

const clock = fixedClock('2026-03-10T14:05:00', 'America/Toronto');
const ada = roomParticipant({ userName: 'Ada Lovelace', isHost: true, public: false, userId: '1' });
const pia = roomParticipant({ userName: 'Pia', userMode: 'presenter' });
const bea = roomParticipant({ userName: 'Bea', wbAllowed: true });
const cleo = roomParticipant({ userName: 'Cleo' });

const settle = async (ms = 0) => {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    await jest.advanceTimersByTimeAsync(ms);
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
};

const enter = async (me: RoomParticipantView, displayMode: DisplayMode = 'none') => {
  const gateway = fakeRoomGateway({
    participantId: me.participantId,
    state: roomState({
      participants: [ada, pia, bea, cleo],
      flags: roomFlags({ started: true, displayMode }),
    }),
  });
  renderWithGateway(
    gateway.client,
    clock,
    <EnteredRoomScreen entry={weeklyReview} enteredAs="member" navigate={() => undefined} />,
  );
  await settle();
  return gateway;
};

/** Floating UI places menus with a ResizeObserver, which jsdom lacks; placement is not under test. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

describe('the stage', () => {
  quietFieldObserver();
  beforeAll(() => {
    globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;
  });
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is empty with the tiles in a grid until the room shows something', async () => {
    await enter(cleo);
    expect(screen.queryByTestId('stage')).toBeNull();
    expect(screen.getByTestId('video-grid').dataset.layout).toBe('grid');
  });

  it('shows the room’s display mode at once to one who joins, the tiles in a strip', async () => {
    await enter(cleo, 'document');
    expect(screen.getByTestId('stage').dataset.mode).toBe('document');
    expect(screen.getByTestId('stage-document').textContent).toBe(roomScreenTexts.stage.document);
    expect(screen.getByTestId('video-grid').dataset.layout).toBe('strip');
  });

  it('gives a presenter the Whiteboard button, which puts the board up', async () => {
    const presenter = await enter(pia);
    fireEvent.click(screen.getByTestId('toolbar-whiteboard'));
    await settle();
    expect(presenter.signals()).toEqual([{ method: 'wbEnable', payload: { enabled: true } }]);
  });

  it('closes the board from the button while it is up', async () => {
    const granted = await enter(bea, 'whiteboard');
    const button = screen.getByTestId('toolbar-whiteboard');
    expect(button.textContent).toBe(roomScreenTexts.toolbar.closeWhiteboard);
    fireEvent.click(button);
    await settle();
    expect(granted.signals()).toEqual([{ method: 'wbEnable', payload: { enabled: false } }]);
  });

  it('has no Whiteboard button for a viewer without the grant', async () => {
    await enter(cleo);
    expect(screen.queryByTestId('toolbar-whiteboard')).toBeNull();
  });

  it('lets the host give the whiteboard to all and take it back', async () => {
    const gateway = await enter(ada);
    for (const label of [
      roomScreenTexts.hostMenu.whiteboardToAllOn,
      roomScreenTexts.hostMenu.whiteboardToAllOff,
    ]) {
      fireEvent.click(screen.getByTestId('host-menu'));
      await settle(50);
      const item = screen.getByText(label);
      fireEvent.pointerDown(item);
      await settle(50);
      fireEvent.click(item);
      await settle(50);
    }
    expect(gateway.signals()).toEqual([
      { method: 'onGiveWbConrolToAll', payload: { allowed: true } },
      { method: 'onGiveWbConrolToAll', payload: { allowed: false } },
    ]);
  });
});
