import { useEffect } from 'react';
import { RoomScreen, type RoomScreenProps } from '../room/room-screen';
import { useRoomSession } from '../room/use-room-session';

/** The room screen entered at once, without the device preview: for tests of the room itself. */
export const EnteredRoomScreen = (props: Omit<RoomScreenProps, 'room'>) => {
  const { room, enter } = useRoomSession(
    { alias: props.entry.alias, asHost: props.enteredAs === 'host' },
    undefined,
  );
  useEffect(() => {
    enter({ audioEnabled: false });
  }, [enter]);
  return <RoomScreen {...props} room={room} />;
};
