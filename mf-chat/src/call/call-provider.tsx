import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { describeError } from '@canstring/client/apollo';
import { browserSupport, callMessages, devicePreviewTexts, ErrorCode } from '@canstring/contracts';
import { notify } from '@canstring/ui';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useChatContext } from '../common/chat-context';
import { follow } from '../live/chat-events';
import type { CallControls, CallMedia } from './call-controls';
import {
  ATTEND_CALL,
  CALL_EVENTS,
  CALL_ICE_SERVERS,
  type CallEventData,
  LEAVE_CALL,
  REJECT_CALL,
  SEND_CALL_SIGNAL,
  START_CALL,
} from './call-documents';
import { callReducer, idleScreen } from './call-machine';
import { CallPeer } from './call-peer';
import { CallScreens } from './call-screens';
import { startRingTone } from './ring-tone';

const CallContext = createContext<CallControls | null>(null);

/** The call controls, or null outside a CallProvider (then no call button is shown). */
export const useCall = (): CallControls | null => useContext(CallContext);

/**
 * Relay servers for the call: TURN credentials from the media service when it gives them; none
 * otherwise (two browsers that reach each other directly, as on one machine, need no relay).
 */
const iceServersFrom = (client: ReturnType<typeof useApolloClient>): Promise<RTCIceServer[]> =>
  client.query({ query: CALL_ICE_SERVERS, fetchPolicy: 'no-cache' }).then(
    (result) => result.data?.callIceServers ?? [],
    () => [],
  );

const screenSupported = (): boolean =>
  typeof navigator !== 'undefined' &&
  typeof navigator.mediaDevices?.getDisplayMedia === 'function' &&
  browserSupport(navigator.userAgent).screenShareSupported;

const freshMedia = (): CallMedia => ({
  micOn: true,
  cameraOn: true,
  sharingScreen: false,
  screenSupported: screenSupported(),
});

/**
 * One-to-one calls for the whole chat area (spec 2 §2.4, spec 3 §2): listens to the person's call
 * events, holds this window's call screen, rings while a call rings out or in, and runs the
 * peer-to-peer connection while a call is open. Leaving the area hangs up.
 */
export const CallProvider = ({ children }: { children: ReactNode }) => {
  const client = useApolloClient();
  const { me, report } = useChatContext();
  const [screen, dispatch] = useReducer(callReducer, idleScreen);
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const [media, setMedia] = useState<CallMedia>(freshMedia);
  const peer = useRef<CallPeer | null>(null);
  /** Messages of the open call that came before its connection was made. */
  const early = useRef<CallEventData[]>([]);
  const current = useRef(screen);
  current.current = screen;
  const reportLater = useRef(report);
  reportLater.current = report;

  useEffect(
    () =>
      follow(
        client,
        CALL_EVENTS,
        ({ callEvents: event }) => {
          if (event.kind !== 'signal') {
            dispatch({ type: 'event', event, me: me.id });
            return;
          }
          if (!event.signalType || event.payload === null) return;
          if (peer.current) peer.current.receive(event.signalType, event.payload);
          else early.current.push(event);
        },
        () => undefined,
      ),
    [client, me.id],
  );

  const openCallId = screen.view === 'callOpened' ? (screen.call?.callId ?? null) : null;
  useEffect(() => {
    const call = current.current.call;
    if (!openCallId || !call) return;
    const created = new CallPeer({
      initiator: call.callerId === me.id,
      iceServers: iceServersFrom(client),
      send: (type, payload) =>
        client.mutate({ mutation: SEND_CALL_SIGNAL, variables: { callId: openCallId, type, payload } }),
      onLocalStream: setLocalStream,
      onRemoteStream: setRemoteStream,
      onMediaFailure: () => notify(devicePreviewTexts.accessProblem, 'error'),
      onScreenEnded: () => setMedia((current) => ({ ...current, sharingScreen: false })),
      // The server's refusals in its words; a connection that fails in the browser in ours.
      onFailure: (error) =>
        CombinedGraphQLErrors.is(error)
          ? reportLater.current(error)
          : notify(callMessages.connectionFailed, 'error'),
    });
    peer.current = created;
    setOpenedAt(Date.now());
    setMedia(freshMedia());
    for (const event of early.current.splice(0)) {
      if (event.call.callId === openCallId && event.signalType && event.payload !== null)
        created.receive(event.signalType, event.payload);
    }
    return () => {
      created.close();
      peer.current = null;
      setLocalStream(null);
      setRemoteStream(null);
      setOpenedAt(null);
    };
  }, [openCallId, client, me.id]);

  const ringing = screen.view === 'calling' || screen.view === 'ringing';
  useEffect(() => (ringing ? startRingTone() : undefined), [ringing]);

  // Leaving the area (signing out, another page) hangs up a live call.
  useEffect(
    () => () => {
      const { call, view } = current.current;
      if (call && view !== 'welcom')
        client.mutate({ mutation: LEAVE_CALL, variables: { callId: call.callId } }).catch(() => undefined);
    },
    [client],
  );

  const startCall = useCallback(
    (userId: string) => {
      if (current.current.view !== 'welcom') return;
      client.mutate({ mutation: START_CALL, variables: { userId } }).then(
        (result) => result.data && dispatch({ type: 'dialled', call: result.data.startCall }),
        (error: unknown) => {
          const problem = describeError(error);
          if (problem.code === ErrorCode.Unauthenticated) reportLater.current(error);
          else dispatch({ type: 'refused', notice: problem.message });
        },
      );
    },
    [client],
  );
  const attend = useCallback(() => {
    const call = current.current.call;
    if (!call || current.current.view !== 'ringing') return;
    dispatch({ type: 'attending' });
    client.mutate({ mutation: ATTEND_CALL, variables: { callId: call.callId } }).then(
      (result) => result.data && dispatch({ type: 'attended', call: result.data.attendCall }),
      (error: unknown) => {
        dispatch({ type: 'closed' });
        reportLater.current(error);
      },
    );
  }, [client]);
  const reject = useCallback(() => {
    const call = current.current.call;
    if (!call) return;
    dispatch({ type: 'closed' });
    client
      .mutate({ mutation: REJECT_CALL, variables: { callId: call.callId } })
      .catch((error: unknown) => reportLater.current(error));
  }, [client]);
  const hangUp = useCallback(() => {
    const call = current.current.call;
    if (!call) return;
    dispatch({ type: 'closed' });
    // A call the other side ended a moment ago is already over: nothing to tell the person.
    client.mutate({ mutation: LEAVE_CALL, variables: { callId: call.callId } }).catch(() => undefined);
  }, [client]);
  const dismissNotice = useCallback(() => dispatch({ type: 'noticeSeen' }), []);

  // The call's toolbar: what this side sends; the other side's picture and sound follow at once.
  const currentMedia = useRef(media);
  currentMedia.current = media;
  const toggleMic = useCallback(() => {
    const micOn = !currentMedia.current.micOn;
    peer.current?.setMicrophone(micOn);
    setMedia((current) => ({ ...current, micOn }));
  }, []);
  const toggleCamera = useCallback(() => {
    const cameraOn = !currentMedia.current.cameraOn;
    peer.current?.setCamera(cameraOn);
    setMedia((current) => ({ ...current, cameraOn }));
  }, []);
  const toggleScreen = useCallback(() => {
    const open = peer.current;
    if (!open) return;
    if (currentMedia.current.sharingScreen) {
      setMedia((current) => ({ ...current, sharingScreen: false }));
      void open.stopScreen().catch(() => undefined);
      return;
    }
    open.shareScreen().then(
      () => peer.current === open && setMedia((current) => ({ ...current, sharingScreen: true })),
      // The picker cancelled: nothing changes, nothing to say.
      () => undefined,
    );
  }, []);

  const controls = useMemo<CallControls>(
    () => ({
      screen,
      localStream,
      remoteStream,
      openedAt,
      media,
      startCall,
      attend,
      reject,
      hangUp,
      dismissNotice,
      toggleMic,
      toggleCamera,
      toggleScreen,
    }),
    [
      screen,
      localStream,
      remoteStream,
      openedAt,
      media,
      startCall,
      attend,
      reject,
      hangUp,
      dismissNotice,
      toggleMic,
      toggleCamera,
      toggleScreen,
    ],
  );
  return (
    <CallContext.Provider value={controls}>
      {children}
      <CallScreens controls={controls} meId={me.id} />
    </CallContext.Provider>
  );
};
