import {
  AppError,
  type EndpointOutput,
  ROOM_STATE_ASKS_MAX,
  type RoomCaller,
  type RoomChatMessage,
  type RoomEvent,
  type RoomState,
  roomEndpoints,
} from '@canstring/contracts';
import { assertionFor, call, type NatsConnection } from '@canstring/service-kit';
import { declareFeed } from '../../feeds';

/** A subscription's ask for its participant's state: who asks, and where its answer goes. */
interface StateAsk {
  caller: RoomCaller;
  participantId: string;
  requestId: string;
  resolve(initialData: RoomEvent): void;
  reject(error: unknown): void;
}

interface RoomReads {
  waiting: StateAsk[];
  reading: boolean;
}

type StatesRead = EndpointOutput<typeof roomEndpoints.states>;

/** This edge's assertion of a caller, which `room.states` checks ask by ask. */
const assertionOf = (caller: RoomCaller): string => {
  const assertion = assertionFor({ caller });
  if (!assertion) throw new Error('This gateway cannot assert who calls: it has no private key');
  return assertion;
};

/** The whole state as a subscription's first event, for the participants it is addressed to. */
export const initialDataOf = (state: RoomState, audience: string[]): RoomEvent => ({
  room: state.room,
  version: state.version,
  method: 'onInitialData',
  fromParticipantId: null,
  payload: '{}',
  flags: state.flags,
  participants: state.participants,
  left: [],
  features: {},
  audience,
  state,
});

/**
 * The onInitialData of each ask of a `room.states` read: the participants that read the same chat
 * share one event object (in a room of a thousand, nearly all of them), which the gateway then
 * executes and serialises once per shape for them all.
 */
const initialDataByReader = (read: StatesRead): Map<string, RoomEvent> => {
  const byPrivateChat = new Map<string, string[]>();
  for (const reader of read.readers) {
    const key = reader.privateChat.join(' ');
    const audience = byPrivateChat.get(key);
    if (audience) audience.push(reader.participantId);
    else byPrivateChat.set(key, [reader.participantId]);
  }
  const events = new Map<string, RoomEvent>();
  for (const [key, audience] of byPrivateChat) {
    const own = new Set(key ? key.split(' ') : []);
    const chat: RoomChatMessage[] = read.chat.filter((m) => m.toParticipantId === null || own.has(m.id));
    const event = initialDataOf({ ...read.view, chat }, audience);
    for (const participantId of audience) events.set(participantId, event);
  }
  return events;
};

/**
 * Room states for the subscriptions of one gateway process. Each subscription asks once it listens to
 * the room's events; the asks for a room made while a read of it is on its way wait for that read to
 * end and go together in the next (`room.states`, at most ROOM_STATE_ASKS_MAX), each with its caller's
 * assertion. Every read so begins after the asks it answers were made, and holds all the events their
 * subscriptions may have missed; a thousand people entering make a few dozen reads, not a thousand.
 */
export class RoomStateReads {
  private readonly rooms = new Map<string, RoomReads>();

  constructor(private readonly nc: NatsConnection) {}

  /** The state of the caller's participant in this room, as its subscription's onInitialData. */
  initialData(
    room: string,
    caller: RoomCaller,
    participantId: string,
    requestId: string,
  ): Promise<RoomEvent> {
    return new Promise((resolve, reject) => {
      let reads = this.rooms.get(room);
      if (!reads) {
        reads = { waiting: [], reading: false };
        this.rooms.set(room, reads);
      }
      reads.waiting.push({ caller, participantId, requestId, resolve, reject });
      if (!reads.reading) this.readNext(room, reads);
    });
  }

  private readNext(room: string, reads: RoomReads): void {
    if (reads.waiting.length === 0) {
      this.rooms.delete(room);
      return;
    }
    reads.reading = true;
    const asks = reads.waiting.splice(0, ROOM_STATE_ASKS_MAX);
    void this.read(room, asks).finally(() => {
      reads.reading = false;
      this.readNext(room, reads);
    });
  }

  private async read(room: string, asks: StateAsk[]): Promise<void> {
    let read: StatesRead;
    try {
      read = await call(
        this.nc,
        roomEndpoints.states,
        {
          room,
          asks: asks.map(({ caller, participantId }) => ({
            caller,
            participantId,
            assertion: assertionOf(caller),
          })),
        },
        { requestId: asks[0]?.requestId },
      );
    } catch (error) {
      for (const ask of asks) ask.reject(error);
      return;
    }
    const events = initialDataByReader(read);
    const refusals = new Map(read.refused.map((r) => [r.participantId, AppError.fromBody(r.error)]));
    for (const ask of asks) {
      const event = events.get(ask.participantId);
      if (event) ask.resolve(event);
      else ask.reject(refusals.get(ask.participantId) ?? new Error('room.states left out an ask'));
    }
  }

  async stop(): Promise<void> {}
}

/** The room states, read once for the subscriptions of a room that start together. */
export const roomStateReads = declareFeed('room states', (nc) => new RoomStateReads(nc));
