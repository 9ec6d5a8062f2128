import { readDeviceChoice } from '../device-preview/device-choice-store';
import { DevicePreview } from '../device-preview/device-preview';
import { RoomScreen, type RoomScreenProps } from '../room/room-screen';
import { useRoomSession } from '../room/use-room-session';

/**
 * The device preview, then the room it stands before (spec 3 §2). Continue sends the room's join in
 * the click itself, with the viewer's date and zone at that moment and the mic as the preview left it
 * (the room turns it on at entry where it allows the mic; the camera waits to be turned on again in
 * the room, spec 3 §2 note). While the person looks at their camera, the room screen is drawn, hidden
 * behind the preview, and the SFU session opens with the preview's pass (useRoomSession): Continue
 * only shows the room, and the conference's negotiation does not wait behind drawing it.
 */
export const RoomEntrance = ({
  guestToken,
  ...props
}: Omit<RoomScreenProps, 'room'> & {
  /** A guest's pass for this meeting. */
  guestToken?: string;
}) => {
  const { room, entered, enter } = useRoomSession(
    { alias: props.entry.alias, asHost: props.enteredAs === 'host' },
    guestToken,
  );
  // The preview and the room share one place; the room, behind, is laid out but neither painted nor
  // reachable (visibility, inert) until Continue, so showing it costs no new layout.
  return (
    <div style={{ display: 'grid' }}>
      {!entered && (
        <div style={{ gridArea: '1 / 1' }}>
          <DevicePreview onContinue={() => enter({ audioEnabled: readDeviceChoice()?.audio ?? false })} />
        </div>
      )}
      <div
        data-testid="room-behind-preview"
        style={{ gridArea: '1 / 1', visibility: entered ? 'visible' : 'hidden' }}
        inert={!entered}
      >
        <RoomScreen {...props} room={room} />
      </div>
    </div>
  );
};
