import { roomParticipant, roomState } from '@canstring/client/room/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { fixedClock, renderWithGateway } from '../test-support/fake-gateway';
import { fakeRoomGateway } from '../test-support/fake-room';
import { useRoomSession } from './use-room-session';

type Enter = (mic: { audioEnabled: boolean }) => void;

/** A meeting screen that keeps the `enter` of each drawing. */
const Screen = ({ enters }: { enters: Enter[] }) => {
  const { enter, entered, room } = useRoomSession({ alias: 'ab12cd34', asHost: false }, undefined);
  enters.push(enter);
  return <output data-testid="room">{`${entered} ${room.snapshot.status}`}</output>;
};

/**
 * A Continue that comes before the screen has drawn its room session in: the click the page's first
 * drawing offers (its `enter`) still joins. On a loaded machine a quick click landed there and was
 * dropped, leaving the person at the preview.
 */
describe('entering before the room session is drawn in', () => {
  it("the first drawing's Continue joins the room once, with the mic as the preview left it", async () => {
    const me = roomParticipant({ userName: 'Bea', micAllowed: true });
    const gateway = fakeRoomGateway({
      participantId: me.participantId,
      state: roomState({ participants: [me] }),
    });
    const enters: Enter[] = [];
    renderWithGateway(gateway.client, fixedClock('2026-03-10T14:05:00'), <Screen enters={enters} />);
    expect(enters.length).toBeGreaterThan(1);

    act(() => enters[0]!({ audioEnabled: true }));

    await waitFor(() => expect(screen.getByTestId('room').textContent).toBe('true live'));
    const joins = gateway.sent.filter((s) => s.name === 'JoinRoom');
    expect(joins).toHaveLength(1);
    expect(joins[0]!.variables).toMatchObject({ entry: { alias: 'ab12cd34', audioEnabled: true } });
  });
});
