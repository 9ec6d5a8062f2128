import { useEffect, useState } from 'react';
import { useViewerClock } from '../common/viewer-clock';
import { RoomScreen, type RoomScreenProps } from '../room/room-screen';
import { useRoomSession } from '../room/use-room-session';

/** The room screen entered at once, without the device preview: for tests of the room itself. */
export const EnteredRoomScreen = (props: Omit<RoomScreenProps, 'room'>) => {
  const clock = useViewerClock();
  const [entry] = useState(() => ({
    alias: props.entry.alias,
    currentDate: clock.now().toISOString(),
    zone: clock.zone(),
    windowId: 'test-window',
    asHost: props.enteredAs === 'host',
  }));
  const { room, enter } = useRoomSession(entry, undefined);
  useEffect(() => {
    enter({ currentDate: entry.currentDate });
  }, [enter, entry]);
  return <RoomScreen {...props} room={room} />;
};
