import { useEffect } from 'react';
import { useViewerClock } from '../common/viewer-clock';
import { RoomScreen, type RoomScreenProps } from '../room/room-screen';
import { useRoomSession } from '../room/use-room-session';

/** The room screen entered at once, without the device preview: for tests of the room itself. */
export const EnteredRoomScreen = (props: Omit<RoomScreenProps, 'room'>) => {
  const clock = useViewerClock();
  const room = useRoomSession(undefined);
  const { enter } = room;
  const { alias } = props.entry;
  const asHost = props.enteredAs === 'host';
  useEffect(() => {
    enter({
      alias,
      currentDate: clock.now().toISOString(),
      zone: clock.zone(),
      windowId: 'test-window',
      asHost,
    });
  }, [enter, clock, alias, asHost]);
  return room.session ? <RoomScreen {...props} room={room} /> : null;
};
