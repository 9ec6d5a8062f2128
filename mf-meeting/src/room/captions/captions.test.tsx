import type { RoomParticipantView, RoomStateView } from '@canstring/client/room';
import { roomEvent, roomFlags, roomParticipant, roomState } from '@canstring/client/room/testing';
import { roomScreenTexts } from '@canstring/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { EnteredRoomScreen } from '../../test-support/entered-room-screen';
import { fixedClock, quietFieldObserver, renderWithGateway } from '../../test-support/fake-gateway';
import { fakeRoomGateway } from '../../test-support/fake-room';
import { weeklyReview } from '../../test-support/weekly-review';
import { CAPTION_FADE_MS, CAPTION_SHOWN_MS } from './caption-view';

const texts = roomScreenTexts.toolbar;
const clock = fixedClock('2026-03-10T14:05:00', 'America/Toronto');
const ada = roomParticipant({ userName: 'Ada Lovelace', isHost: true, public: false, userId: '1' });
const bea = roomParticipant({ userName: 'Bea', userId: '5' });

const settle = async () => {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    await jest.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
};

const advance = async (ms: number) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
};

const enter = async (me: RoomParticipantView, state: RoomStateView) => {
  const gateway = fakeRoomGateway({ participantId: me.participantId, state });
  const view = renderWithGateway(
    gateway.client,
    clock,
    <EnteredRoomScreen entry={weeklyReview} enteredAs="member" navigate={jest.fn()} />,
  );
  await settle();
  return { gateway, view };
};

const started = (caption: boolean, participants = [ada, bea]) =>
  roomState({ participants, flags: roomFlags({ started: true, caption }) });

let version = 1;
/** A caption line from a speaker, as the room relays it. */
const transcript = async (
  gateway: ReturnType<typeof fakeRoomGateway>,
  from: RoomParticipantView,
  text: string,
  isFinal: boolean,
) => {
  version += 1;
  await act(async () => {
    gateway.push(
      roomEvent({
        method: 'onTranscript',
        version,
        flags: roomFlags({ started: true, caption: true }),
        fromParticipantId: from.participantId,
        payload: JSON.stringify({ text, isFinal }),
      }),
    );
  });
};

const stripLines = () =>
  within(screen.getByTestId('caption-strip'))
    .getAllByTestId('caption-line')
    .map((line) => [line.textContent, line.dataset.final]);

describe('captions in the room', () => {
  quietFieldObserver();
  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
    version = 1;
  });
  afterEach(() => jest.useRealTimers());

  it('lets the host turn the meeting captions on, and off again', async () => {
    const { gateway } = await enter(ada, started(false));
    const button = screen.getByTestId('toolbar-captions');
    expect(button.textContent).toBe(texts.captionsOff);
    expect(button.dataset.on).toBe('false');
    fireEvent.click(button);
    await settle();
    expect(gateway.signals()).toContainEqual({ method: 'captionstate', payload: { on: true } });
  });

  it('shows the host captions on, and a click sends them off', async () => {
    const { gateway } = await enter(ada, started(true));
    const button = screen.getByTestId('toolbar-captions');
    expect(button.textContent).toBe(texts.captionsOn);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    await settle();
    expect(gateway.signals()).toContainEqual({ method: 'captionstate', payload: { on: false } });
  });

  it('shows a participant whether captions are on, without the switch', async () => {
    const { gateway } = await enter(bea, started(false));
    expect(screen.queryByTestId('toolbar-captions')).toBeNull();
    await act(async () => {
      gateway.push(
        roomEvent({ method: 'captionstate', version: 2, flags: roomFlags({ started: true, caption: true }) }),
      );
    });
    const state = screen.getByTestId('toolbar-captions');
    expect(state.dataset.on).toBe('true');
    expect(state.tagName).not.toBe('BUTTON');
    expect(state.textContent).toBe(texts.captionsOn);
  });

  it('shows a speaker updating in place, then settling, then fading away', async () => {
    const { gateway } = await enter(bea, started(true));
    expect(screen.queryByTestId('caption-strip')).toBeNull();
    await transcript(gateway, ada, 'go', false);
    expect(stripLines()).toEqual([['Ada Lovelace: go', 'false']]);
    const line = within(screen.getByTestId('caption-strip')).getByTestId('caption-line');
    await advance(2_000);
    await transcript(gateway, ada, 'go forward', false);
    await transcript(gateway, ada, 'go forward ten meters', true);
    expect(stripLines()).toEqual([['Ada Lovelace: go forward ten meters', 'true']]);
    // The same line, updated where it was.
    expect(within(screen.getByTestId('caption-strip')).getByTestId('caption-line')).toBe(line);
    await transcript(gateway, bea, 'yes', true);
    expect(stripLines()).toEqual([
      ['Ada Lovelace: go forward ten meters', 'true'],
      ['Bea: yes', 'true'],
    ]);
    await advance(CAPTION_SHOWN_MS - CAPTION_FADE_MS);
    const fading = within(screen.getByTestId('caption-strip')).getAllByTestId('caption-line');
    expect(fading.map((l) => l.dataset.fading)).toEqual(['true', 'true']);
    await advance(CAPTION_FADE_MS);
    expect(screen.queryByTestId('caption-strip')).toBeNull();
    // The Dialogue tab keeps them.
    fireEvent.click(screen.getByTestId('tab-dialogue'));
    await settle();
    expect(within(screen.getByTestId('captions')).getAllByTestId('caption-line')).toHaveLength(2);
  });

  it('keeps the latest three lines on the strip', async () => {
    const { gateway } = await enter(bea, started(true));
    for (const text of ['one', 'two', 'three', 'four']) await transcript(gateway, ada, text, true);
    expect(stripLines().map(([text]) => text)).toEqual([
      'Ada Lovelace: two',
      'Ada Lovelace: three',
      'Ada Lovelace: four',
    ]);
  });

  it('hides the strip for whoever turns voice to text off, and remembers it in the tab', async () => {
    const { gateway, view } = await enter(bea, started(true));
    const toggle = screen.getByTestId('toolbar-voice-to-text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.textContent).toBe(texts.voiceToTextOn);
    fireEvent.click(toggle);
    await transcript(gateway, ada, 'hello', true);
    expect(screen.queryByTestId('caption-strip')).toBeNull();
    expect(screen.getByTestId('toolbar-voice-to-text').textContent).toBe(texts.voiceToTextOff);
    view.unmount();
    await enter(bea, started(true));
    expect(screen.getByTestId('toolbar-voice-to-text').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByTestId('toolbar-voice-to-text'));
    expect(screen.getByTestId('toolbar-voice-to-text').getAttribute('aria-pressed')).toBe('true');
  });

  it('shows no strip while the meeting has captions off', async () => {
    const { gateway } = await enter(bea, started(false));
    await act(async () => {
      gateway.push(
        roomEvent({
          method: 'onTranscript',
          version: 2,
          flags: roomFlags({ started: true }),
          fromParticipantId: ada.participantId,
          payload: JSON.stringify({ text: 'hello', isFinal: true }),
        }),
      );
    });
    expect(screen.queryByTestId('caption-strip')).toBeNull();
  });
});
