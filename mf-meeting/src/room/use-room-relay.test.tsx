import { createRoomSession, type RelaySender, type RoomSession } from '@canstring/client/room';
import { roomEvent, roomParticipant, roomState } from '@canstring/client/room/testing';
import { act, render } from '@testing-library/react';
import { fakeRoomGateway } from '../test-support/fake-room';
import { useRoomRelay } from './use-room-relay';

const host = roomParticipant({ userName: 'Ada', isHost: true });
const me = roomParticipant({ userName: 'Bea' });

/** A feature's view that hears the page moves. */
const PageHeard = ({
  session,
  onPage,
}: {
  session: RoomSession;
  onPage: (page: number, from: RelaySender) => void;
}) => {
  useRoomRelay(session, 'pageSwitch', (payload, from) => onPage(payload.currentPage, from));
  return null;
};

const pageSwitch = (version: number, currentPage: number) =>
  roomEvent({
    method: 'pageSwitch',
    version,
    fromParticipantId: host.participantId,
    payload: JSON.stringify({ currentPage }),
  });

describe('useRoomRelay', () => {
  it('hears the relayed signals of its method while shown, with the latest listener, and stops when gone', async () => {
    const gateway = fakeRoomGateway({
      participantId: me.participantId,
      state: roomState({ version: 1, participants: [host, me] }),
    });
    const session = createRoomSession({
      client: gateway.client,
      entry: { alias: 'ab12cd34', currentDate: '', zone: 'UTC', windowId: 'w', asHost: false },
    });
    await session.join();
    // The feed is followed in the task after the join's answer.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    const first: number[] = [];
    const second: [number, boolean][] = [];
    const shown = render(<PageHeard session={session} onPage={(page) => first.push(page)} />);
    act(() => gateway.push(pageSwitch(2, 2)));
    shown.rerender(<PageHeard session={session} onPage={(page, from) => second.push([page, from.mine])} />);
    act(() => gateway.push(pageSwitch(3, 3)));
    shown.unmount();
    act(() => gateway.push(pageSwitch(4, 4)));

    expect(first).toEqual([2]);
    expect(second).toEqual([[3, false]]);
    session.dispose();
  });
});
