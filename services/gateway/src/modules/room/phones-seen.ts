import type { RoomEvent, RoomParticipant, RoomState } from '@canstring/contracts';

/**
 * Whether a viewer may read a participant's phone number: the person themself (any participant of
 * the same account or the same guest pass) and a host by right (the organizer or a holder of a host
 * grant). No one else, not a temporary host and not other guests or members, sees it.
 */
export const maySeePhoneOf = (viewer: RoomParticipant | undefined, participant: RoomParticipant): boolean => {
  if (!viewer) return false;
  if (viewer.isHost || viewer.participantId === participant.participantId) return true;
  if (viewer.userId !== null && viewer.userId === participant.userId) return true;
  return viewer.guestId !== null && viewer.guestId === participant.guestId;
};

/** The participants as a viewer receives them: phone numbers they may not read are null. */
export const participantsSeenBy = (
  viewer: RoomParticipant | undefined,
  participants: RoomParticipant[],
): RoomParticipant[] =>
  participants.map((p) => (p.phone === null || maySeePhoneOf(viewer, p) ? p : { ...p, phone: null }));

/** The room's state as one of its participants receives it. */
export const stateSeenBy = (state: RoomState, participantId: string): RoomState => {
  const viewer = state.participants.find((p) => p.participantId === participantId);
  return { ...state, participants: participantsSeenBy(viewer, state.participants) };
};

/** The ids of the listed participants whose phone number the viewer may not read. */
const hiddenPhonesOf = (viewer: RoomParticipant | undefined, participants: RoomParticipant[]): string =>
  participants
    .filter((p) => p.phone !== null && !maySeePhoneOf(viewer, p))
    .map((p) => p.participantId)
    .join(' ');

/**
 * Each event as received by the viewers who may read the same phone numbers, made once per such
 * group: viewers of one group get the same object, which the gateway then executes and serialises
 * once for all of them.
 */
const eventViews = new WeakMap<RoomEvent, Map<string, RoomEvent>>();

/**
 * What one participant's room subscription sends: it follows the viewer's own record through the
 * events it hands on (a host grant given during the meeting counts from the event that tells it),
 * and takes out the phone numbers that viewer may not read. An event with nothing to take out is
 * sent as it came.
 */
export const eventsSeenBy = (participantId: string) => {
  let viewer: RoomParticipant | undefined;
  const follow = (participants: RoomParticipant[]) => {
    viewer = participants.find((p) => p.participantId === participantId) ?? viewer;
  };
  return (event: RoomEvent): RoomEvent => {
    if (event.state) follow(event.state.participants);
    follow(event.participants);
    const hidden = `${hiddenPhonesOf(viewer, event.participants)}|${
      event.state ? hiddenPhonesOf(viewer, event.state.participants) : ''
    }`;
    if (hidden === '|') return event;
    let views = eventViews.get(event);
    if (!views) {
      views = new Map();
      eventViews.set(event, views);
    }
    let view = views.get(hidden);
    if (!view) {
      view = {
        ...event,
        participants: participantsSeenBy(viewer, event.participants),
        state: event.state && {
          ...event.state,
          participants: participantsSeenBy(viewer, event.state.participants),
        },
      };
      views.set(hidden, view);
    }
    return view;
  };
};
