import { Waiting } from '@canstring/ui';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useViewerClock } from '../common/viewer-clock';
import { readDeviceChoice } from '../device-preview/device-choice-store';
import { DevicePreview } from '../device-preview/device-preview';
import { RecordedMeetingNotice } from '../room/recording/recorded-meeting-notice';
import type { RoomScreenProps } from '../room/room-screen';
import { useRoomSession } from '../room/use-room-session';
import { KeptOut, useKeptOut } from './meeting-door';

/**
 * The room screen comes in a file of its own: the camera check does not wait for it. It starts
 * loading once the camera check has settled, while the person looks at their camera.
 */
const RoomScreen = lazy(() =>
  import(/* webpackChunkName: "room" */ '../room/room-screen').then((m) => ({ default: m.RoomScreen })),
);

/**
 * The device preview, then the room it stands before (spec 3 §2). Continue sends the room's join in
 * the click itself (or as soon as the preview's SFU pass is in, should the click come first), with
 * the viewer's date and zone at that moment and the mic as the preview left it (the room turns it on
 * at entry where it allows the mic; the camera waits to be turned on again in the room, spec 3 §2
 * note). While the person looks at their camera, the SFU session opens with the preview's pass
 * (useRoomSession), and once the camera check has settled the room screen is drawn, hidden behind
 * the preview: Continue only shows the room, and the conference's negotiation does not wait behind
 * drawing it (should the room's files still be on their way, a spinner stands in for it until they
 * come). A meeting being recorded says so above the preview, before the person enters.
 */
export const RoomEntrance = ({
  guestToken,
  ...props
}: Omit<RoomScreenProps, 'room'> & {
  /** A guest's pass for this meeting. */
  guestToken?: string;
}) => {
  const asHost = props.enteredAs === 'host';
  const { room, entered, enter } = useRoomSession({ alias: props.entry.alias, asHost }, guestToken);
  const clock = useViewerClock();
  const variables = useMemo(
    () => ({ alias: props.entry.alias, currentDate: clock.now().toISOString(), zone: clock.zone() }),
    [props.entry.alias, clock],
  );
  // Someone removed from this session (or at a locked room) is told at once, not left in the preview.
  const keptOut = useKeptOut({ variables, asHost, ...(guestToken ? { guestToken } : {}) });
  // The room behind is drawn once the camera check has settled, so the two never share the CPU.
  const [previewSettled, setPreviewSettled] = useState(false);
  const settle = useCallback(() => setPreviewSettled(true), []);
  if (keptOut && !entered) return <KeptOut message={keptOut} navigate={props.navigate} />;
  // The preview and the room share one place; the room, behind, is laid out but neither painted nor
  // reachable (visibility, inert) until Continue, so showing it costs no new layout. Its one column is
  // the page's width, whatever the content's (the room fits the window).
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {!entered && (
        <div style={{ gridArea: '1 / 1' }}>
          <RecordedMeetingNotice
            alias={props.entry.alias}
            asHost={props.enteredAs === 'host'}
            {...(guestToken ? { guestToken } : {})}
          />
          <DevicePreview
            onContinue={() => enter({ audioEnabled: readDeviceChoice()?.audio ?? false })}
            onSettled={settle}
          />
        </div>
      )}
      <div
        data-testid="room-behind-preview"
        style={{ gridArea: '1 / 1', visibility: entered ? 'visible' : 'hidden' }}
        inert={!entered}
      >
        {(entered || previewSettled) && (
          <Suspense fallback={<Waiting />}>
            <RoomScreen {...props} room={room} />
          </Suspense>
        )}
      </div>
    </div>
  );
};
