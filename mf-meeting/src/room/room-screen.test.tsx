import type { RoomParticipantView, RoomStateView } from '@canstring/client/room';
import { roomEvent, roomFlags, roomParticipant, roomState } from '@canstring/client/room/testing';
import {
  confirmTexts,
  devicePreviewTexts,
  roomMessages,
  roomScreenTexts,
  SPEAKING_RESET_MS,
  START_HINT_MS,
  START_REMINDER_MS,
  TOAST_DURATION_MS,
  WEBINAR_LIST_FIRST,
} from '@canstring/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { EntryRole } from '../entry/meeting-screen';
import { EnteredRoomScreen } from '../test-support/entered-room-screen';
import { fixedClock, quietFieldObserver, refusal, renderWithGateway } from '../test-support/fake-gateway';
import { fakeRoomGateway } from '../test-support/fake-room';
import { weeklyReview } from '../test-support/weekly-review';

const texts = roomScreenTexts;
const clock = fixedClock('2026-03-10T14:05:00', 'America/Toronto');

const entry = weeklyReview;

const ada = roomParticipant({ userName: 'Ada Lovelace', isHost: true, public: false, userId: '1' });
const bea = roomParticipant({ userName: 'Bea', userId: '5' });
const cleo = roomParticipant({ userName: 'Cleo', handRaised: true });

/**
 * Lets the join answer, the subscription (made in the task after the answer) and React settle; the
 * fake clock moves by no time.
 */
const settle = async () => {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    await jest.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
};

const enter = async (
  me: RoomParticipantView,
  state: RoomStateView,
  {
    enteredAs = 'member',
    gateway = fakeRoomGateway({ participantId: me.participantId, state }),
  }: {
    enteredAs?: EntryRole;
    gateway?: ReturnType<typeof fakeRoomGateway>;
  } = {},
) => {
  const navigate = jest.fn();
  renderWithGateway(
    gateway.client,
    clock,
    <EnteredRoomScreen entry={entry} enteredAs={enteredAs} navigate={navigate} />,
  );
  await settle();
  return { gateway, navigate };
};

const row = (name: string) => {
  const found = screen.getAllByTestId('participant-row').find((r) => r.dataset.name === name);
  if (!found) throw new Error(`no row for ${name}`);
  return found;
};

const advance = async (ms: number) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
};

/** Opens a side panel tab: its content is drawn once the tab is first shown. */
const openTab = async (name: 'chat' | 'info' | 'dialogue') => {
  fireEvent.click(screen.getByTestId(`tab-${name}`));
  await settle();
};

/** Opens a Chakra menu: its machine moves on timers, which the fake clock has to run. */
const openMenu = async (trigger: HTMLElement) => {
  fireEvent.click(trigger);
  await advance(50);
};

/** Picks a menu item: the menu selects its highlighted item, which a pointer press sets. */
const pick = async (item: HTMLElement) => {
  fireEvent.pointerDown(item);
  await advance(50);
  fireEvent.click(item);
  await advance(50);
};

/** Floating UI places menus with a ResizeObserver, which jsdom lacks; placement is not under test. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

describe('the room screen', () => {
  quietFieldObserver();
  beforeAll(() => {
    globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;
  });
  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('shows a participant the toolbar without host controls, and no participant menus', async () => {
    await enter(bea, roomState({ participants: [ada, bea, cleo], flags: roomFlags({ started: true }) }));
    expect(screen.getByTestId('meeting-title').textContent).toBe('Weekly review');
    const toolbar = screen.getByTestId('room-toolbar');
    for (const id of [
      'toolbar-hand',
      'toolbar-camera',
      'toolbar-mic',
      'toolbar-leave',
      'toolbar-edit-name',
    ]) {
      expect(within(toolbar).getByTestId(id)).toBeTruthy();
    }
    for (const id of ['toolbar-start', 'toolbar-end', 'toolbar-lock', 'host-menu']) {
      expect(within(toolbar).queryByTestId(id)).toBeNull();
    }
    expect(screen.queryAllByTestId('participant-menu')).toHaveLength(0);
  });

  it('shows a host start, lock, the host menu and a menu on every other participant', async () => {
    const { gateway } = await enter(ada, roomState({ participants: [ada, bea, cleo] }), {
      enteredAs: 'host',
    });
    expect(screen.getByTestId('toolbar-start').textContent).toBe(texts.toolbar.start);
    expect(screen.getByTestId('toolbar-lock').textContent).toBe(texts.toolbar.lock);
    expect(screen.getByTestId('host-menu')).toBeTruthy();
    expect(within(row('Ada Lovelace')).queryByTestId('participant-menu')).toBeNull();
    expect(within(row('Bea')).getByTestId('participant-menu')).toBeTruthy();
    expect(gateway.sent[0]?.variables.entry).toMatchObject({
      alias: 'ab12cd34',
      asHost: true,
      zone: 'America/Toronto',
    });

    fireEvent.click(screen.getByTestId('toolbar-start'));
    fireEvent.click(screen.getByTestId('toolbar-lock'));
    await settle();
    expect(gateway.signals()).toEqual([
      { method: 'meetingStatus', payload: { started: true } },
      { method: 'lockStatus', payload: { locked: true } },
    ]);
  });

  it('cuts names at 7 characters, 16 for public users, and marks host, hand and mode', async () => {
    const host = roomParticipant({ userName: 'Bartholomew', isHost: true, public: false });
    const guest = roomParticipant({ userName: 'Maximilian Fitzgerald', public: true, userMode: 'presenter' });
    await enter(guest, roomState({ participants: [host, guest, cleo] }), { enteredAs: 'guest' });
    expect(within(row('Bartholomew')).getByTestId('participant-name').textContent).toBe('Barthol..');
    expect(within(row('Maximilian Fitzgerald')).getByTestId('participant-name').textContent).toBe(
      `Maximilian Fitzg.. ${texts.participants.you}`,
    );
    expect(within(row('Bartholomew')).getByTestId('marker-host')).toBeTruthy();
    expect(within(row('Maximilian Fitzgerald')).getByTestId('marker-mode').textContent).toBe(
      texts.participants.presenter,
    );
    // The raised hand is the product's line icon, not an emoji (an empty box without an emoji font).
    const hand = within(row('Cleo')).getByTestId('marker-hand');
    expect(hand.querySelector('svg')).toBeTruthy();
    expect(hand.textContent).toBe('');
    expect(screen.getByTestId('raised-hands').textContent).toBe(`${texts.participants.raisedHands}: 1`);
    expect(screen.getByText(texts.guest)).toBeTruthy();
  });

  it('tells viewers the meeting will start until the organizer starts it', async () => {
    const { gateway } = await enter(bea, roomState({ version: 1, participants: [ada, bea] }));
    expect(screen.getByTestId('waiting-for-start').textContent).toContain(roomMessages.meetingWillStart);
    await act(async () => {
      gateway.push(roomEvent({ method: 'meetingStatus', version: 2, flags: roomFlags({ started: true }) }));
    });
    expect(screen.queryByTestId('waiting-for-start')).toBeNull();
  });

  it('reminds the unstarted host every 10 s and hints at start after 5 s', async () => {
    const { gateway } = await enter(ada, roomState({ version: 1, participants: [ada, bea] }), {
      enteredAs: 'host',
    });
    expect(screen.getByTestId('start-reminder').textContent).toContain(roomMessages.sessionNotStarted);
    expect(screen.queryByTestId('start-hint')).toBeNull();
    await advance(TOAST_DURATION_MS);
    expect(screen.queryByTestId('start-reminder')).toBeNull();
    await advance(START_HINT_MS - TOAST_DURATION_MS);
    expect(screen.getByTestId('start-hint').textContent).toContain(roomMessages.startHint);
    await advance(START_REMINDER_MS - START_HINT_MS);
    expect(screen.getByTestId('start-reminder')).toBeTruthy();
    await act(async () => {
      gateway.push(roomEvent({ method: 'meetingStatus', version: 2, flags: roomFlags({ started: true }) }));
    });
    expect(screen.queryByTestId('start-reminder')).toBeNull();
    expect(screen.queryByTestId('start-hint')).toBeNull();
    expect(screen.getByTestId('toolbar-end').textContent).toBe(texts.toolbar.end);
  });

  it('says Meeting stopped by the organizer and goes to /thankyou after 2 s', async () => {
    const { gateway, navigate } = await enter(
      bea,
      roomState({ participants: [ada, bea], flags: roomFlags({ started: true }) }),
    );
    await act(async () => {
      gateway.push(
        roomEvent({
          method: 'meetingEnded',
          version: 2,
          payload: JSON.stringify({ reason: 'stoppedByOrganizer' }),
        }),
      );
    });
    expect(screen.getByTestId('room-message').textContent).toBe(roomMessages.meetingStopped);
    await advance(1_999);
    expect(navigate).not.toHaveBeenCalled();
    await advance(1);
    expect(navigate).toHaveBeenCalledWith('/thankyou');
  });

  it('goes to /thankyou when the meeting ends for the host staying away', async () => {
    const { gateway, navigate } = await enter(bea, roomState({ participants: [ada, bea] }));
    await act(async () => {
      gateway.push(
        roomEvent({ method: 'meetingEnded', version: 2, payload: JSON.stringify({ reason: 'hostAbsent' }) }),
      );
    });
    await advance(0);
    expect(navigate).toHaveBeenCalledWith('/thankyou');
  });

  it('shows the locked refusal and leaves after 3 s', async () => {
    const gateway = fakeRoomGateway(refusal(roomMessages.meetingLocked, 'FORBIDDEN'));
    const { navigate } = await enter(bea, roomState(), { gateway, enteredAs: 'guest' });
    expect(screen.getByTestId('room-message').textContent).toBe(roomMessages.meetingLocked);
    await advance(2_999);
    expect(navigate).not.toHaveBeenCalled();
    await advance(1);
    expect(navigate).toHaveBeenCalledWith('/thankyou');
  });

  it('tells a removed participant and leaves after 3 s', async () => {
    const { gateway, navigate } = await enter(bea, roomState({ participants: [ada, bea] }));
    await act(async () => {
      gateway.push(
        roomEvent({
          method: 'onkickUser',
          version: 2,
          payload: JSON.stringify({ participantId: bea.participantId }),
          left: [bea.participantId],
        }),
      );
    });
    expect(screen.getByTestId('room-message').textContent).toBe(roomMessages.removed);
    await advance(3_000);
    expect(navigate).toHaveBeenCalledWith('/thankyou');
  });

  it("shows a server's refusal of a signal in the Message popup", async () => {
    const gateway = fakeRoomGateway(
      { participantId: bea.participantId, state: roomState({ participants: [ada, bea] }) },
      refusal(roomMessages.noCamRight, 'FORBIDDEN'),
    );
    await enter(bea, roomState(), { gateway });
    fireEvent.click(screen.getByTestId('toolbar-camera'));
    fireEvent.click(within(screen.getByTestId('confirm-camera')).getByText(devicePreviewTexts.confirmYes));
    await settle();
    const popup = screen.getByTestId('room-alert');
    expect(within(popup).getByText(texts.alert.title)).toBeTruthy();
    expect(within(popup).getByTestId('room-alert-message').textContent).toBe(roomMessages.noCamRight);
    expect(screen.getByTestId('toolbar-camera').textContent).toBe(texts.toolbar.cameraOff);
  });

  it('asks before turning the camera on, and sends nothing when declined', async () => {
    const { gateway } = await enter(bea, roomState({ participants: [ada, bea] }));
    const camera = screen.getByTestId('toolbar-camera');
    fireEvent.click(camera);
    const ask = screen.getByTestId('confirm-camera');
    expect(ask.textContent).toContain(devicePreviewTexts.confirmCamera);
    fireEvent.click(within(ask).getByText(devicePreviewTexts.confirmNo));
    await settle();
    expect(gateway.signals()).toEqual([]);
    expect(camera.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(camera);
    fireEvent.click(within(screen.getByTestId('confirm-camera')).getByText(devicePreviewTexts.confirmYes));
    await settle();
    expect(gateway.signals()).toEqual([{ method: 'camEnabled', payload: { enabled: true } }]);
    expect(camera.getAttribute('aria-pressed')).toBe('true');
    // Turning it off asks nothing.
    fireEvent.click(camera);
    await settle();
    expect(screen.queryByTestId('confirm-camera')).toBeNull();
    expect(gateway.signals().at(-1)).toEqual({ method: 'camEnabled', payload: { enabled: false } });
  });

  it('shows that the host turned the mic and camera off, and gives them back off: the participant chooses', async () => {
    const talking = { ...bea, userMode: 'presenter' as const, audioEnabled: true };
    const { gateway } = await enter(talking, roomState({ participants: [ada, talking] }));
    const mic = screen.getByTestId('toolbar-mic');
    const camera = screen.getByTestId('toolbar-camera');
    expect(mic.getAttribute('aria-pressed')).toBe('true');
    const muted = { ...talking, micAllowed: false, audioEnabled: false, camAllowed: false };
    await act(async () => {
      gateway.push(roomEvent({ method: 'onMuteMicAll', version: 2, participants: [muted] }));
    });
    expect(mic.textContent).toBe(texts.toolbar.micOffByHost);
    expect(mic.getAttribute('aria-pressed')).toBe('false');
    expect((mic as HTMLButtonElement).disabled).toBe(true);
    expect(camera.textContent).toBe(texts.toolbar.cameraOffByHost);
    expect(screen.getByTestId('host-mic-notice').textContent).toContain(roomMessages.noMicRight);
    expect(screen.getByTestId('host-cam-notice').textContent).toContain(roomMessages.noCamRight);
    const allowed = { ...muted, micAllowed: true, camAllowed: true };
    await act(async () => {
      gateway.push(roomEvent({ method: 'onAllowMicAll', version: 3, participants: [allowed] }));
    });
    expect(mic.textContent).toBe(texts.toolbar.micOff);
    expect(mic.getAttribute('aria-pressed')).toBe('false');
    expect((mic as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('host-mic-notice').textContent).toContain(roomMessages.micAllowedAgain);
    // Nothing was sent for them: the mic stays off until they turn it on.
    expect(gateway.signals()).toEqual([]);
    await advance(5_000);
    const beat = gateway.sent.filter((s) => s.name === 'RoomHeartbeat').at(-1);
    expect(beat?.variables).toMatchObject({ audioEnabled: false, videoEnabled: false });
  });

  it('lets participants write privately only to the host while private chat is disabled', async () => {
    const { gateway } = await enter(
      bea,
      roomState({ participants: [ada, bea, cleo], flags: roomFlags({ privateChatDisabled: true }) }),
    );
    await openTab('chat');
    const to = screen.getByTestId('chat-to') as HTMLSelectElement;
    expect([...to.options].map((o) => o.textContent)).toEqual([texts.chat.everyone, 'Ada Lov..']);
    fireEvent.change(to, { target: { value: ada.participantId } });
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: '  hello  ' } });
    fireEvent.submit(screen.getByTestId('chat-input').closest('form')!);
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: '   ' } });
    fireEvent.submit(screen.getByTestId('chat-input').closest('form')!);
    await settle();
    expect(gateway.signals()).toEqual([
      { method: 'chat', payload: { message: 'hello', toParticipantId: ada.participantId } },
    ]);
    await act(async () => {
      gateway.push(
        roomEvent({ method: 'onEnablePvChat', version: 2, flags: roomFlags({ privateChatDisabled: false }) }),
      );
    });
    expect([...(screen.getByTestId('chat-to') as HTMLSelectElement).options]).toHaveLength(3);
  });

  it('lists 20 of a webinar first and adds 100 with Load More', async () => {
    const many = Array.from({ length: 130 }, (_, i) => roomParticipant({ userName: `L${i}` }));
    await enter(many[0]!, roomState({ seatType: 'webinar', participants: many }));
    expect(screen.getAllByTestId('participant-row')).toHaveLength(WEBINAR_LIST_FIRST);
    fireEvent.click(screen.getByRole('button', { name: texts.participants.loadMore }));
    expect(screen.getAllByTestId('participant-row')).toHaveLength(120);
    fireEvent.click(screen.getByRole('button', { name: texts.participants.loadMore }));
    expect(screen.getAllByTestId('participant-row')).toHaveLength(130);
    expect(screen.queryByRole('button', { name: texts.participants.loadMore })).toBeNull();
  });

  it("refuses an empty name with 'Name required' and sends a new one", async () => {
    const { gateway } = await enter(bea, roomState({ participants: [ada, bea] }));
    fireEvent.click(screen.getByTestId('toolbar-edit-name'));
    const popup = screen.getByTestId('edit-name');
    fireEvent.change(within(popup).getByRole('textbox'), { target: { value: '   ' } });
    fireEvent.click(within(popup).getByRole('button', { name: texts.editName.save }));
    expect(screen.getByTestId('room-alert-message').textContent).toBe(roomMessages.nameRequired);
    fireEvent.click(screen.getByRole('button', { name: texts.alert.ok }));
    fireEvent.click(screen.getByTestId('toolbar-edit-name'));
    fireEvent.change(within(screen.getByTestId('edit-name')).getByRole('textbox'), {
      target: { value: ' Beatrice ' },
    });
    fireEvent.click(
      within(screen.getByTestId('edit-name')).getByRole('button', { name: texts.editName.save }),
    );
    await settle();
    expect(gateway.signals()).toEqual([{ method: 'editName', payload: { userName: 'Beatrice' } }]);
  });

  it('shows the disconnection message while away, until the state comes back', async () => {
    const { gateway } = await enter(bea, roomState({ participants: [ada, bea] }));
    await act(async () => gateway.fail(new Error('socket closed')));
    expect(screen.getByTestId('room-disconnected').textContent).toContain(roomMessages.disconnected);
  });

  it('asks before leaving: Stay Here keeps the room, Leave leaves', async () => {
    const { gateway, navigate } = await enter(bea, roomState({ participants: [ada, bea] }));
    fireEvent.click(screen.getByTestId('toolbar-leave'));
    fireEvent.click(
      within(screen.getByTestId('confirm-leave')).getByRole('button', { name: texts.confirmLeave.stay }),
    );
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('toolbar-leave'));
    fireEvent.click(
      within(screen.getByTestId('confirm-leave')).getByRole('button', { name: texts.confirmLeave.leave }),
    );
    await settle();
    expect(navigate).toHaveBeenCalledWith('/thankyou');
    expect(gateway.sent.map((s) => s.name)).toContain('LeaveRoom');
  });

  it('shows the meeting info with its link and the invite popup', async () => {
    await enter(bea, roomState({ participants: [ada, bea] }));
    // A tab is drawn once it is first shown.
    expect(screen.queryByTestId('meeting-link')).toBeNull();
    await openTab('info');
    expect(screen.getByTestId('meeting-link').textContent).toMatch(/\/join\/ab12cd34$/);
    fireEvent.click(screen.getByTestId('invite-participants'));
    expect(within(screen.getByTestId('invite')).getByText(roomScreenTexts.invite.title)).toBeTruthy();
    expect(screen.getByTestId('invite-link').textContent).toMatch(/\/join\/ab12cd34$/);
  });

  it('lists caption lines in Dialogue', async () => {
    const { gateway } = await enter(bea, roomState({ participants: [ada, bea] }));
    await act(async () => {
      gateway.push(
        roomEvent({
          method: 'onTranscript',
          version: 1,
          fromParticipantId: ada.participantId,
          payload: JSON.stringify({ text: 'Good morning', isFinal: true }),
        }),
      );
    });
    await openTab('dialogue');
    expect(screen.getByTestId('caption-line').textContent).toBe('Ada Lovelace: Good morning');
  });

  it("shows a speaker's dots by level on their tile and in the list, gone 2 s after the last report", async () => {
    const { gateway } = await enter(bea, roomState({ participants: [ada, bea] }));
    const speaks = async (level: number) => {
      await act(async () => {
        gateway.push(
          roomEvent({
            method: 'isSpeaking',
            version: 1,
            fromParticipantId: ada.participantId,
            payload: JSON.stringify({ level }),
          }),
        );
      });
    };
    const tile = () =>
      screen.getAllByTestId('participant-tile').find((t) => t.dataset.participantId === ada.participantId);
    const dots = () =>
      [tile(), row('Ada Lovelace')].map(
        (at) => at?.querySelector<HTMLElement>('[data-testid="speaking-dots"]')?.dataset.dots ?? null,
      );
    expect(dots()).toEqual([null, null]);
    await speaks(30);
    expect(dots()).toEqual(['1', '1']);
    await speaks(45);
    expect(dots()).toEqual(['2', '2']);
    await advance(SPEAKING_RESET_MS - 1);
    await speaks(80);
    expect(dots()).toEqual(['3', '3']);
    await advance(SPEAKING_RESET_MS);
    expect(dots()).toEqual([null, null]);
  });

  it("gives a host each participant's controls, with the 4 s lock on Make Host", async () => {
    const { gateway } = await enter(
      ada,
      roomState({ participants: [ada, bea, cleo], flags: roomFlags({ started: true }) }),
      {
        enteredAs: 'host',
      },
    );
    const choose = async (name: string, item: string) => {
      await openMenu(within(row(name)).getByTestId('participant-menu'));
      const menu = screen.getAllByTestId('participant-menu-items').find((m) => !m.hidden);
      await pick(within(menu!).getByRole('menuitem', { name: item }));
    };
    await choose('Cleo', texts.participantMenu.lowerHand);
    await choose('Bea', texts.participantMenu.makePresenter);
    await choose('Bea', texts.participantMenu.makeHost);
    // Within the 4 s lock the item waits.
    await openMenu(within(row('Bea')).getByTestId('participant-menu'));
    const open = screen.getAllByTestId('participant-menu-items').find((m) => !m.hidden)!;
    expect(
      within(open).getByRole('menuitem', { name: texts.participantMenu.makeHost }).dataset.disabled,
    ).toBe('');
    fireEvent.keyDown(open, { key: 'Escape' });
    await advance(4_000);
    await choose('Bea', texts.participantMenu.makeHost);
    // Removing is asked first: Cancel sends nothing, the confirmation removes.
    await choose('Bea', texts.participantMenu.remove);
    const ask = () => screen.getByTestId('confirm-remove-participant');
    expect(ask().textContent).toContain(confirmTexts.removeParticipant.message('Bea'));
    expect(gateway.signals().map((s) => s.method)).not.toContain('onkickUser');
    fireEvent.click(within(ask()).getByRole('button', { name: confirmTexts.cancel }));
    await advance(50);
    expect(gateway.signals().map((s) => s.method)).not.toContain('onkickUser');
    await choose('Bea', texts.participantMenu.remove);
    fireEvent.click(within(ask()).getByRole('button', { name: confirmTexts.removeParticipant.confirm }));
    await advance(50);
    expect(gateway.signals()).toEqual([
      { method: 'onLowerHand', payload: { participantId: cleo.participantId } },
      { method: 'onGiveConrol', payload: { participantId: bea.participantId, presenter: true } },
      { method: 'onHostingTransfer', payload: { participantId: bea.participantId, grant: true } },
      { method: 'onHostingTransfer', payload: { participantId: bea.participantId, grant: true } },
      { method: 'onkickUser', payload: { participantId: bea.participantId } },
    ]);
  });

  it("shows the server's refusal of presenting to all in a webinar", async () => {
    const gateway = fakeRoomGateway(
      {
        participantId: ada.participantId,
        state: roomState({ seatType: 'webinar', participants: [ada, bea] }),
      },
      refusal(roomMessages.noPresentingToAllInWebinar, 'BAD_INPUT'),
    );
    await enter(ada, roomState(), { gateway, enteredAs: 'host' });
    await openMenu(screen.getByTestId('host-menu'));
    await pick(
      within(screen.getByTestId('host-menu-items')).getByRole('menuitem', {
        name: texts.hostMenu.presentingToAllOn,
      }),
    );
    expect(screen.getByTestId('room-alert-message').textContent).toBe(
      roomMessages.noPresentingToAllInWebinar,
    );
    expect(gateway.signals()).toEqual([{ method: 'onGiveConrolToAll', payload: { presenter: true } }]);
  });
});
