import type { RoomEvent } from '@canstring/contracts';
import { SubscriptionQueue } from '../../ws/subscription-queue';
import { eventsSeenBy } from './phones-seen';

/** An event after which this participant receives nothing more: they are gone, or the meeting is. */
const endsFor = (event: RoomEvent, participantId: string): boolean =>
  event.method === 'meetingEnded' || event.left.includes(participantId);

/**
 * The room events one participant's subscription has yet to send. It listens before the state is
 * read; `begin` then puts onInitialData (its state) first and drops what was queued meanwhile with a version
 * below the state's (the state holds it already). Only events for everyone or for this participant
 * get in. An event that removes the participant, or ends the meeting, is the last one. Each goes
 * out with only the phone numbers this participant may read.
 */
export class RoomEventQueue extends SubscriptionQueue<RoomEvent> {
  private readonly seen: (event: RoomEvent) => RoomEvent;

  constructor(
    private readonly participantId: string,
    admit: () => Promise<unknown>,
    admittedNow?: () => boolean,
  ) {
    super(admit, { isLast: (event) => endsFor(event, participantId), admittedNow });
    this.seen = eventsSeenBy(participantId);
  }

  protected override handedOn(event: RoomEvent): RoomEvent {
    return this.seen(event);
  }

  /** The state read after listening began: onInitialData goes first, older queued events are dropped. */
  begin(initialData: RoomEvent): void {
    const newer = this.queued.filter((event) => event.version >= initialData.version);
    this.queued.length = 0;
    this.queued.push(initialData, ...newer);
    this.wake();
  }

  override push(event: RoomEvent): void {
    if (event.audience !== null && !event.audience.includes(this.participantId)) return;
    super.push(event);
  }
}
