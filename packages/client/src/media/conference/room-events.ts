// What Janus says on the room handle (the one that joins the VideoRoom with the participant's feed),
// turned into the conference's changes: joined, publishers listed or gone, refusals, answers to the
// publisher's offers, local tracks, its media connection and its hang-up.
import type { JanusJS } from 'janus-gateway';
import { opaqueIdOf, VIDEOROOM } from '../videoroom';
import type { ConnectionLoss } from './connection-loss';
import { textOf } from './negotiation';
import type { Publisher } from './publisher';
import type { ConferenceSession, Join } from './session';
import type { SnapshotStore } from './snapshot';
import type { ListedPublisher, Subscribers } from './subscribers';

export interface RoomParts {
  session: ConferenceSession;
  store: SnapshotStore;
  publisher: Publisher;
  subscribers: Subscribers;
  loss: ConnectionLoss;
}

/** The room handle's options for one join. */
export const roomHandle = (
  join: Join,
  { session, store, publisher, subscribers, loss }: RoomParts,
): JanusJS.PluginOptions => {
  const joined = (message: JanusJS.Message) => {
    session.everJoined = true;
    const publishers = (message.publishers as ListedPublisher[] | undefined) ?? [];
    subscribers.joinedWith(message.private_id as number | undefined, publishers);
    store.update({ joined: true, ready: subscribers.allAnswered(), failed: null });
    join.joined();
    // Nothing to connect: the session joining again is all a rejoin can show.
    if (!publishers.length && publisher.wantsNothing()) loss.joinedWithNothingToConnect();
    subscribers.subscribe(join.Janus, publishers);
    publisher.reconcile();
  };

  const roomEvent = (message: JanusJS.Message) => {
    subscribers.subscribe(join.Janus, message.publishers);
    // A publisher stops, leaves, or is removed by the media service (no right to publish).
    const gone = message.unpublished ?? message.leaving ?? message.kicked;
    if (typeof gone === 'number') subscribers.gone(gone);
    if (message.error) {
      // Refused before it was in: the join failed (for instance a pass the room does not list).
      if (!store.get().joined) join.refused(String(message.error));
      publisher.refused(String(message.error));
    }
  };

  return {
    plugin: VIDEOROOM,
    opaqueId: opaqueIdOf('room', session.participantId),
    token: session.pass.token,
    success: publisher.joinRoom,
    error: (error) => join.lost(textOf(error)),
    iceState: loss.watchIce('publisher', join.round, () => publisher.restartIce(join.Janus)),
    onmessage: (message, jsep) => {
      if (!join.current()) return;
      const event = message.videoroom as string | undefined;
      if (event === 'joined') joined(message);
      else if (event === 'event') roomEvent(message);
      if (jsep) publisher.takeAnswer(jsep);
    },
    onlocaltrack: (track, on) => {
      if (join.current()) publisher.localTrack(track, on);
    },
    oncleanup: () => {
      if (!join.current()) return;
      // Hung up on purpose: nothing of that connection is to be restored.
      loss.forget('publisher');
      publisher.hungUp();
    },
  };
};
