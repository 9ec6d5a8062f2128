/** Sends a signal as the host, through the gateway's sendRoomSignal; answers the room version it made. */
export type HostSend = (method: string, payload: unknown) => Promise<number>;

/**
 * What the host sends to the room at a fixed rate, measured from the send to every participant's
 * receipt of the event it made.
 */
export interface RoomSignal {
  /** The signal's method, as sendRoomSignal takes it and the room's events name it. */
  method: string;
  /** The fields of the room's events each participant's subscription takes. */
  eventFields: string;
  /** In the report: what is sent, counted ('controls'), and its rate's unit ('host controls'). */
  words: { sends: string; rate: string };
  /** What the host does once everyone has joined, before the first send (e.g. put the board up). */
  prepare?: (send: HostSend) => Promise<void>;
  /** The payload of the host's n-th send (warm-up included); `participants` are the guests, in order. */
  payload: (turn: number, participants: readonly string[]) => unknown;
}

/**
 * A host control: presenter power given to (then taken from) each participant in turn. Every send
 * changes a different participant, so sends still in flight never undo one another and each makes a
 * version of its own.
 */
export const hostControl: RoomSignal = {
  method: 'onGiveConrol',
  eventFields: 'version method',
  words: { sends: 'controls', rate: 'host controls' },
  payload: (turn, participants) => ({
    participantId: participants[turn % participants.length],
    presenter: Math.floor(turn / participants.length) % 2 === 0,
  }),
};
