import { useApolloClient } from '@apollo/client/react';
import {
  type ConferenceFollower,
  fetchRoomPreviewPass,
  followConference,
  openPreviewSession,
  type PreviewSession,
  type RoomDoor,
} from '@canstring/client/media';
import {
  createRoomSession,
  type RoomEntry,
  type RoomSession,
  type RoomSnapshot,
  roomWindowId,
} from '@canstring/client/room';
import type { RoomPreviewPass } from '@canstring/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStoreInTransition } from '../common/use-store-in-transition';
import { useViewerClock } from '../common/viewer-clock';
import { holdFirstView, type RoomView } from './first-view';

const before: RoomSnapshot = {
  status: 'joining',
  participantId: null,
  view: null,
  disconnected: false,
  problem: null,
  endReason: null,
  media: { videoEnabled: false, audioEnabled: false },
  speaking: {},
  mediaPass: null,
};
const noSession = () => () => {};
const beforeJoining = () => before;

/** How long a join waits for the preview's pass still on its way. */
const PREVIEW_PASS_WAIT_MS = 1_000;

/** The room session made for the screen, with the conference, the preview's SFU session and the held first view. */
interface MadeRoom {
  session: RoomSession;
  conference: ConferenceFollower;
  preview: PreviewSession | undefined;
  view: RoomView;
}

/** The room of the meeting screen: its session, the conference following it, and what it shows now. */
export interface EnteredRoom {
  session: RoomSession | null;
  conference: ConferenceFollower | null;
  snapshot: RoomSnapshot;
  /** A guest's pass for this meeting (a room feature's own reads carry it). */
  guestToken?: string;
}

/**
 * The room session of the meeting screen, made (not joined) when the screen mounts, with the
 * conference following it, so the join is on its way and the SFU is joined as soon as the room
 * answers; meanwhile the device preview's SFU session opens (it joins nothing before the join takes
 * its seat), and the conference goes on in it. The room's first drawing in waits for the conference
 * to answer the feeds it found (holdFirstView). `enter` sends the join with the viewer's date and
 * zone at that moment and the mic as the preview left it: the preview's Continue calls it in the
 * click itself (a click quicker than the preview's pass waits for it, at most PREVIEW_PASS_WAIT_MS).
 * It stops when the screen unmounts (a leave is the Leave button's; a closed tab drops out after the
 * room's grace period).
 */
export const useRoomSession = (
  /** Which room, and as whom: the rest of the entry is this window's and the moment's. */
  { alias, asHost }: Pick<RoomDoor, 'alias' | 'asHost'>,
  guestToken: string | undefined,
): { room: EnteredRoom; entered: boolean; enter: (mic: { audioEnabled: boolean }) => void } => {
  const client = useApolloClient();
  const clock = useViewerClock();
  const [made, setMade] = useState<MadeRoom | null>(null);
  const [entered, setEntered] = useState(false);
  // What the click reads: the session made for this screen, and a Continue that came before it.
  const madeNow = useRef<MadeRoom | null>(null);
  const continued = useRef<{ audioEnabled: boolean } | null>(null);
  const join = useCallback(
    (room: MadeRoom, { audioEnabled }: { audioEnabled: boolean }) => {
      const now = { currentDate: clock.now().toISOString(), zone: clock.zone(), audioEnabled };
      const send = (pass: RoomPreviewPass | null) => {
        // The screen went while the preview's pass was on its way: nothing to join.
        if (madeNow.current !== room) return;
        void room.session.join({ ...now, ...(pass ? { seat: pass.seat, previewToken: pass.token } : {}) });
      };
      // A Continue quicker than the preview's pass waits for it a moment: the conference then goes on
      // in the session the preview opened, instead of opening its own.
      if (room.preview) void room.preview.passWithin(PREVIEW_PASS_WAIT_MS).then(send);
      else send(null);
    },
    [clock],
  );
  useEffect(() => {
    const entry: RoomEntry = {
      alias,
      asHost,
      currentDate: clock.now().toISOString(),
      zone: clock.zone(),
      windowId: roomWindowId(),
    };
    const session = createRoomSession({ client, entry, ...(guestToken ? { guestToken } : {}) });
    // The SFU session opens while the person looks at the preview (none without WebRTC: jsdom).
    const preview =
      typeof RTCPeerConnection === 'undefined'
        ? undefined
        : openPreviewSession({
            fetchPass: () =>
              fetchRoomPreviewPass(
                client,
                { alias, asHost, currentDate: entry.currentDate, zone: entry.zone },
                guestToken,
              ),
          });
    const conference = followConference({ session, client, guestToken, preview });
    const view = holdFirstView(session, conference);
    const room = { session, conference, preview, view };
    madeNow.current = room;
    setMade(room);
    // A Continue clicked before the session was made joins now; otherwise the preview shows.
    const early = continued.current;
    continued.current = null;
    if (early) join(room, early);
    else setEntered(false);
    return () => {
      madeNow.current = null;
      view.dispose();
      conference.dispose();
      preview?.close();
      session.dispose();
    };
  }, [client, clock, alias, asHost, guestToken, join]);
  const enter = useCallback(
    (mic: { audioEnabled: boolean }) => {
      // The click may come before this screen's session is made, or before the page has drawn the
      // session in (a quick click on a loaded machine): it is never lost.
      if (madeNow.current) join(madeNow.current, mic);
      else continued.current = mic;
      // Showing the room draws little (it was drawn behind the preview): done at once, while the
      // join's answer is on its way.
      setEntered(true);
    },
    [join],
  );
  const session = made?.session ?? null;
  // The screen reads the conference through the view, held with it on entering.
  const conference = made?.view.follower ?? null;
  const view = made?.view ?? null;
  const snapshot = useStoreInTransition(
    view ? view.subscribe : noSession,
    view ? view.getSnapshot : beforeJoining,
  );
  const room = useMemo(
    () => ({ session, conference, snapshot, ...(guestToken ? { guestToken } : {}) }),
    [session, conference, snapshot, guestToken],
  );
  return { room, entered, enter };
};
