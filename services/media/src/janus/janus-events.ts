import { createHmac } from 'node:crypto';
import { publishedStreamsOf } from './janus-rooms';
import type { FeedStreams } from './media-rights';

/**
 * Janus's event handler (sampleevh) posts what happens in its plugins here, so the media service
 * hears of a new publisher (and of its streams) at once instead of on its next periodic check.
 */
export const JANUS_EVENTS_PATH = '/janus/events';

/** The user name Janus sends with its events (HTTP basic authentication). */
export const JANUS_EVENTS_USER = 'janus';

/** The password Janus sends with its events: derived from the admin secret, which only the two share. */
export const janusEventsPasswordOf = (adminSecret: string): string =>
  createHmac('sha256', adminSecret).update('janus-events').digest('base64url');

/** Janus's event type of plugin events. */
const PLUGIN_EVENT = 64;

/**
 * VideoRoom events about a publisher's media: `published` (with its streams, all new), `configured`
 * (a configure request) and `updated` (a renegotiation, with its streams and which are muted).
 */
const PUBLISHER_EVENTS = new Set(['published', 'configured', 'updated']);

interface JanusEvent {
  type?: unknown;
  event?: { plugin?: unknown; data?: { event?: unknown; room?: unknown; id?: unknown; streams?: unknown } };
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** What one post of Janus's event handler says of VideoRoom publishers. */
export interface PublisherNews {
  /** The rooms where someone published, republished or reconfigured: their publishers are checked. */
  rooms: number[];
  /** The publishers' streams the events listed, in the order Janus told them. */
  streams: FeedStreams[];
}

/**
 * The publisher news of one post of Janus's event handler (one event, or a list of them when Janus
 * groups them). Anything else is ignored, a subscriber's events too (they name no feed id).
 */
export const publisherNewsOf = (body: unknown): PublisherNews => {
  const events = (Array.isArray(body) ? body : [body]) as JanusEvent[];
  const rooms = new Set<number>();
  const streams: FeedStreams[] = [];
  for (const event of events) {
    if (!event || typeof event !== 'object' || event.type !== PLUGIN_EVENT) continue;
    const { plugin, data } = event.event ?? {};
    if (plugin !== 'janus.plugin.videoroom' || !PUBLISHER_EVENTS.has(data?.event as string)) continue;
    if (!isId(data?.room) || !isId(data.id)) continue;
    rooms.add(data.room);
    const listed = publishedStreamsOf(data.streams);
    if (listed) streams.push({ janusRoomId: data.room, feedId: data.id, streams: listed });
  }
  return { rooms: [...rooms], streams };
};
