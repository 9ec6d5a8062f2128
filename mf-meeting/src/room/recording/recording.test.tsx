import type { RoomParticipantView, RoomStateView } from '@canstring/client/room';
import { roomEvent, roomFlags, roomParticipant, roomState } from '@canstring/client/room/testing';
import { recordingMessages, recordingScreenTexts, roomScreenTexts } from '@canstring/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RoomEntrance } from '../../entry/room-entrance';
import { EnteredRoomScreen } from '../../test-support/entered-room-screen';
import { fixedClock, quietFieldObserver, refusal, renderWithGateway } from '../../test-support/fake-gateway';
import { type FakeDevice, installFakeMedia } from '../../test-support/fake-media-devices';
import { fakeRoomGateway } from '../../test-support/fake-room';
import { weeklyReview } from '../../test-support/weekly-review';

const texts = recordingScreenTexts;
const clock = fixedClock('2026-03-10T14:05:00', 'America/Toronto');
const entry = weeklyReview;

const ada = roomParticipant({ userName: 'Ada Lovelace', isHost: true, public: false, userId: '1' });
const bea = roomParticipant({ userName: 'Bea', userId: '5' });
const started = roomFlags({ started: true });
const recordingFlags = roomFlags({ started: true, recording: true, recordingId: 'rec-1' });

const enter = async (me: RoomParticipantView, state: RoomStateView, enteredAs: 'host' | 'member') => {
  const gateway = fakeRoomGateway({ participantId: me.participantId, state });
  renderWithGateway(
    gateway.client,
    clock,
    <EnteredRoomScreen entry={entry} enteredAs={enteredAs} navigate={() => undefined} />,
  );
  await eventually(() => expect(screen.getByTestId('meeting-screen').dataset.status).toBe('live'));
  return gateway;
};

const toggle = () => screen.getByTestId('toolbar-recording');

/** Waits for a state with room for a loaded machine (the room's join and answers go through timers). */
const eventually = (check: () => void) => waitFor(check, { timeout: 10_000 });

describe('recording in the room', () => {
  quietFieldObserver();
  beforeEach(() => sessionStorage.clear());

  it('gives the host a Recording toggle that asks the server, and shows what the room then announces', async () => {
    const gateway = await enter(ada, roomState({ participants: [ada, bea], flags: started }), 'host');
    gateway.answers.StartRecording = () => ({ data: { startRecording: 'rec-1' } });
    gateway.answers.StopRecording = () => ({ data: { stopRecording: true } });
    expect(toggle().textContent).toBe(texts.toolbar.start);
    expect(screen.queryByTestId('recording-indicator')).toBeNull();

    fireEvent.click(toggle());
    await eventually(() => expect(gateway.sent.some((s) => s.name === 'StartRecording')).toBe(true));
    expect(gateway.sent.find((s) => s.name === 'StartRecording')?.variables).toEqual({
      meetingNumber: entry.meetingNumber,
      participantId: ada.participantId,
    });
    // The button follows the room, not its own click: nothing changes until the room announces it.
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    // No recordingStatus signal is sent: the server starts the recording and announces it.
    expect(gateway.signals()).toEqual([]);
    await act(async () => {
      gateway.push(roomEvent({ method: 'recordingStatus', version: 2, flags: recordingFlags }));
    });
    expect(toggle().textContent).toBe(texts.toolbar.stop);
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('recording-indicator').textContent).toBe(texts.indicator);

    fireEvent.click(toggle());
    await eventually(() => expect(gateway.sent.some((s) => s.name === 'StopRecording')).toBe(true));
    await act(async () => {
      gateway.push(roomEvent({ method: 'recordingStatus', version: 3, flags: started }));
    });
    expect(toggle().textContent).toBe(texts.toolbar.start);
    expect(screen.queryByTestId('recording-indicator')).toBeNull();
  });

  it('shows the server’s refusal in the room’s alert (starting twice, no disk space left)', async () => {
    const gateway = await enter(ada, roomState({ participants: [ada, bea], flags: started }), 'host');
    gateway.answers.StartRecording = () => refusal(recordingMessages.alreadyRunning, 'CONFLICT');
    fireEvent.click(toggle());
    expect((await screen.findByTestId('room-alert-message', {}, { timeout: 10_000 })).textContent).toBe(
      recordingMessages.alreadyRunning,
    );
    fireEvent.click(
      within(screen.getByTestId('room-alert')).getByRole('button', { name: roomScreenTexts.alert.ok }),
    );
    await eventually(() => expect(screen.queryByTestId('room-alert')).toBeNull());
    gateway.answers.StartRecording = () => refusal(recordingMessages.diskFull, 'UNAVAILABLE');
    fireEvent.click(toggle());
    expect((await screen.findByTestId('room-alert-message', {}, { timeout: 10_000 })).textContent).toBe(
      recordingMessages.diskFull,
    );
  });

  it('tells every host at once, in the room’s alert, that the recording stopped for a full disk; the meeting goes on', async () => {
    const stopped = roomFlags({ started: true, recordingProblem: recordingMessages.diskFull });
    const gateway = await enter(ada, roomState({ participants: [ada, bea], flags: recordingFlags }), 'host');
    expect(screen.queryByTestId('room-alert')).toBeNull();
    await act(async () => {
      gateway.push(roomEvent({ method: 'recordingStatus', version: 2, flags: stopped }));
    });
    expect((await screen.findByTestId('room-alert-message', {}, { timeout: 10_000 })).textContent).toBe(
      recordingMessages.diskFull,
    );
    await eventually(() => expect(screen.queryByTestId('recording-indicator')).toBeNull());
    expect(toggle().textContent).toBe(texts.toolbar.start);
    expect(screen.getByTestId('meeting-screen').dataset.status).toBe('live');
    fireEvent.click(
      within(screen.getByTestId('room-alert')).getByRole('button', { name: roomScreenTexts.alert.ok }),
    );
    await eventually(() => expect(screen.queryByTestId('room-alert')).toBeNull());
    // Told once: a later change of the room does not bring it back.
    await act(async () => {
      gateway.push(roomEvent({ method: 'onUserListMeeting', version: 3, flags: stopped }));
    });
    expect(screen.queryByTestId('room-alert')).toBeNull();
  });

  it('does not alert a participant who is not a host about the recording’s problem', async () => {
    const gateway = await enter(
      bea,
      roomState({ participants: [ada, bea], flags: recordingFlags }),
      'member',
    );
    await act(async () => {
      gateway.push(
        roomEvent({
          method: 'recordingStatus',
          version: 2,
          flags: roomFlags({ started: true, recordingProblem: recordingMessages.diskFull }),
        }),
      );
    });
    await eventually(() => expect(screen.queryByTestId('recording-indicator')).toBeNull());
    expect(screen.queryByTestId('room-alert')).toBeNull();
  });

  it('gives a participant no toggle, and shows a late joiner that the meeting is being recorded', async () => {
    const gateway = await enter(
      bea,
      roomState({ participants: [ada, bea], flags: recordingFlags }),
      'member',
    );
    expect(screen.queryByTestId('toolbar-recording')).toBeNull();
    const indicator = screen.getByTestId('recording-indicator');
    expect(indicator.textContent).toBe(texts.indicator);
    expect(indicator.getAttribute('aria-label')).toBe(texts.indicatorDetail);
    await act(async () => {
      gateway.push(roomEvent({ method: 'recordingStatus', version: 2, flags: started }));
    });
    expect(screen.queryByTestId('recording-indicator')).toBeNull();
  });
});

describe('before entering a recorded meeting', () => {
  quietFieldObserver();
  const camera: FakeDevice = { kind: 'videoinput', deviceId: 'cam-1', label: 'Camera' };
  let media: ReturnType<typeof installFakeMedia> | undefined;
  afterEach(() => media?.uninstall());

  const preview = (recording: boolean) => {
    media = installFakeMedia({ devices: [camera] });
    const gateway = fakeRoomGateway({
      participantId: bea.participantId,
      state: roomState({ participants: [bea] }),
    });
    gateway.answers.RoomRecording = () => ({ data: { roomRecording: recording } });
    renderWithGateway(
      gateway.client,
      clock,
      <RoomEntrance entry={entry} enteredAs="member" navigate={() => undefined} />,
    );
    return gateway;
  };

  it('tells the person on the device preview, asking the room by its door', async () => {
    const gateway = preview(true);
    expect((await screen.findByTestId('recorded-meeting-notice', {}, { timeout: 10_000 })).textContent).toBe(
      texts.beforeEntering,
    );
    expect(screen.getByTestId('device-preview')).toBeTruthy();
    expect(gateway.sent.find((s) => s.name === 'RoomRecording')?.variables).toEqual({
      door: {
        alias: entry.alias,
        asHost: false,
        currentDate: new Date('2026-03-10T14:05:00').toISOString(),
        zone: 'America/Toronto',
      },
    });
  });

  it('says nothing when the meeting is not recorded', async () => {
    const gateway = preview(false);
    await eventually(() => expect(gateway.sent.some((s) => s.name === 'RoomRecording')).toBe(true));
    await eventually(() =>
      expect(screen.getByTestId('device-preview').getAttribute('aria-busy')).toBe('false'),
    );
    expect(screen.queryByTestId('recorded-meeting-notice')).toBeNull();
  });
});
