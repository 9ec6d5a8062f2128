import type { RoomParticipantView } from '@canstring/client/room';
import { roomParticipant, roomState } from '@canstring/client/room/testing';
import { REMOVED_LEAVE_MS, roomMessages } from '@canstring/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fixedClock, quietFieldObserver, renderWithGateway } from '../test-support/fake-gateway';
import { type FakeDevice, installFakeMedia } from '../test-support/fake-media-devices';
import { fakeRoomGateway } from '../test-support/fake-room';
import { weeklyReview } from '../test-support/weekly-review';
import { RoomEntrance } from './room-entrance';

const entry = weeklyReview;
const camera: FakeDevice = { kind: 'videoinput', deviceId: 'cam-1', label: 'Camera' };
const mic: FakeDevice = { kind: 'audioinput', deviceId: 'mic-1', label: 'Microphone' };

let media: ReturnType<typeof installFakeMedia> | undefined;
afterEach(() => media?.uninstall());

/** The entrance of a room where `me` is, with a camera and a mic (their answer held till `answerWhen`). */
const renderEntrance = (me: RoomParticipantView, answerWhen?: Promise<void>) => {
  media = installFakeMedia({ devices: [camera, mic], ...(answerWhen ? { answerWhen } : {}) });
  const gateway = fakeRoomGateway({
    participantId: me.participantId,
    state: roomState({ participants: [me] }),
  });
  renderWithGateway(
    gateway.client,
    fixedClock('2026-03-10T14:05:00', 'America/Toronto'),
    <RoomEntrance entry={entry} enteredAs="member" navigate={() => undefined} />,
  );
  return gateway;
};

/** The preview with these devices; `micOff` turns the mic off there before Continue. */
const enterFromPreview = async (me: RoomParticipantView, { micOff = false } = {}) => {
  const gateway = renderEntrance(me);
  await waitFor(() => expect(screen.getByTestId('device-preview').getAttribute('aria-busy')).toBe('false'));
  // The room is drawn behind the preview before Continue, and not shown.
  const behind = screen.getByTestId('room-behind-preview');
  await waitFor(() => expect(behind.contains(screen.getByTestId('meeting-screen'))).toBe(true));
  expect(behind.style.visibility).toBe('hidden');
  expect(behind.hasAttribute('inert')).toBe(true);
  if (micOff) fireEvent.click(screen.getByTestId('preview-audio-toggle'));
  fireEvent.click(screen.getByTestId('preview-continue'));
  // The join is on its way from the click itself, before anything is drawn again.
  const join = gateway.sent.find((s) => s.name === 'JoinRoom');
  await waitFor(() => expect(screen.getByTestId('meeting-screen').dataset.status).toBe('live'));
  expect(behind.style.visibility).toBe('visible');
  expect(behind.hasAttribute('inert')).toBe(false);
  return { gateway, join };
};

describe('entering the room from the device preview', () => {
  quietFieldObserver();
  beforeEach(() => sessionStorage.clear());

  it('sends the join at Continue with the viewer date and zone and the mic on as the preview left it', async () => {
    const { gateway, join } = await enterFromPreview(roomParticipant({ userName: 'Bea', micAllowed: true }));
    expect(join?.variables).toEqual({
      entry: {
        alias: 'ab12cd34',
        currentDate: new Date('2026-03-10T14:05:00').toISOString(),
        zone: 'America/Toronto',
        windowId: expect.any(String),
        asHost: false,
        audioEnabled: true,
      },
    });
    // The room sets the mic at entry: no separate signal turns it on.
    expect(gateway.signals()).toEqual([]);
  });

  it('asks for the mic off when it was off in the preview', async () => {
    const { join } = await enterFromPreview(roomParticipant({ userName: 'Bea', micAllowed: true }), {
      micOff: true,
    });
    expect(join?.variables).toMatchObject({ entry: { audioEnabled: false } });
  });

  it('shows the mic as the room answered it, on or off', async () => {
    await enterFromPreview(roomParticipant({ userName: 'Bea', micAllowed: true, audioEnabled: true }));
    await waitFor(() => expect(screen.getByTestId('toolbar-mic').getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('toolbar-camera').getAttribute('aria-pressed')).toBe('false');
  });

  it('draws the room behind only once the camera check has settled, so the two never share the CPU', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    renderEntrance(roomParticipant({ userName: 'Bea', micAllowed: true }), answered);
    // While the browser's prompt is out, nothing else is drawn (a moment for a wrong drawing to come).
    await waitFor(() => expect(media?.requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('device-preview').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('meeting-screen')).toBeNull();
    answer();
    await waitFor(() => expect(screen.getByTestId('device-preview').getAttribute('aria-busy')).toBe('false'));
    await waitFor(() =>
      expect(screen.getByTestId('room-behind-preview').contains(screen.getByTestId('meeting-screen'))).toBe(
        true,
      ),
    );
  });

  it('tells someone removed from this session at once, without the preview, and sends them to the thank-you page', async () => {
    media = installFakeMedia({ devices: [camera, mic] });
    const bea = roomParticipant({ userName: 'Bea' });
    const gateway = fakeRoomGateway({
      participantId: bea.participantId,
      state: roomState({ participants: [bea] }),
    });
    gateway.answers.RoomDoor = () => ({
      data: { roomDoor: { title: 'Weekly review', locked: false, removed: true } },
    });
    const navigate = jest.fn();
    renderWithGateway(
      gateway.client,
      fixedClock('2026-03-10T14:05:00', 'America/Toronto'),
      <RoomEntrance entry={entry} enteredAs="guest" guestToken="guest-token" navigate={navigate} />,
    );
    expect((await screen.findByTestId('room-message')).textContent).toBe(roomMessages.removed);
    expect(screen.queryByTestId('device-preview')).toBeNull();
    expect(gateway.sent.find((s) => s.name === 'RoomDoor')?.authorization).toBe('Bearer guest-token');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/thankyou'), {
      timeout: REMOVED_LEAVE_MS + 2_000,
    });
    expect(gateway.sent.some((s) => s.name === 'JoinRoom')).toBe(false);
  });
});
