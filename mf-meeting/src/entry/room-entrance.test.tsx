import type { RoomParticipantView } from '@canstring/client/room';
import { roomParticipant, roomState } from '@canstring/client/room/testing';
import { screen, waitFor } from '@testing-library/react';
import type { MeetingEntry } from '../graphql/types';
import { RoomScreen } from '../room/room-screen';
import { fixedClock, quietFieldObserver, renderWithGateway } from '../test-support/fake-gateway';
import { fakeRoomGateway } from '../test-support/fake-room';
import { keepDeviceChoice } from './device-choice-store';

const entry: MeetingEntry = {
  alias: 'ab12cd34',
  meetingNumber: '12345678901',
  title: 'Weekly review',
  seatType: 'conference',
  organizerUserId: '1',
  organizerName: 'Ada Host',
  startAt: '2026-03-10T18:00:00.000Z',
  endAt: '2026-03-10T20:00:00.000Z',
  canHost: false,
};

const enter = async (me: RoomParticipantView) => {
  const gateway = fakeRoomGateway({
    participantId: me.participantId,
    state: roomState({ participants: [me] }),
  });
  renderWithGateway(
    gateway.client,
    fixedClock('2026-03-10T14:05:00'),
    <RoomScreen entry={entry} enteredAs="member" navigate={() => undefined} />,
  );
  await waitFor(() => expect(screen.getByTestId('meeting-screen').dataset.status).toBe('live'));
  return gateway;
};

describe('the room starts from the preview', () => {
  quietFieldObserver();
  beforeEach(() => sessionStorage.clear());

  it('turns the mic on as the preview left it; the camera waits to be turned on again', async () => {
    keepDeviceChoice({ cameraId: 'cam-1', micId: 'mic-1', video: true, audio: true });
    const gateway = await enter(roomParticipant({ userName: 'Bea', micAllowed: true, camAllowed: true }));
    await waitFor(() =>
      expect(gateway.signals()).toEqual([{ method: 'micEnabled', payload: { enabled: true } }]),
    );
    // The room re-renders as a transition: the toolbar shows it once that render is done.
    await waitFor(() => expect(screen.getByTestId('toolbar-mic').getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('toolbar-camera').getAttribute('aria-pressed')).toBe('false');
  });

  it('leaves the mic off when it was off in the preview', async () => {
    keepDeviceChoice({ video: false, audio: false });
    const gateway = await enter(roomParticipant({ userName: 'Bea', micAllowed: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gateway.signals()).toEqual([]);
    expect(screen.getByTestId('toolbar-mic').getAttribute('aria-pressed')).toBe('false');
  });

  it('leaves the mic off for a viewer the room does not allow it', async () => {
    keepDeviceChoice({ video: false, audio: true });
    const gateway = await enter(roomParticipant({ userName: 'Gus', micAllowed: false }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gateway.signals()).toEqual([]);
  });
});
