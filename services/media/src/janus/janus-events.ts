import { createHmac } from 'node:crypto';

/**
 * Janus's event handler (sampleevh) posts what happens in its plugins here, so the media service
 * hears of a new publisher at once instead of on its next periodic check.
 */
export const JANUS_EVENTS_PATH = '/janus/events';

/** The user name Janus sends with its events (HTTP basic authentication). */
export const JANUS_EVENTS_USER = 'janus';

/** The password Janus sends with its events: derived from the admin secret, which only the two share. */
export const janusEventsPasswordOf = (adminSecret: string): string =>
  createHmac('sha256', adminSecret).update('janus-events').digest('base64url');

/** Janus's event type of plugin events. */
const PLUGIN_EVENT = 64;

interface JanusEvent {
  type?: unknown;
  event?: { plugin?: unknown; data?: { event?: unknown; room?: unknown } };
}

/**
 * The VideoRoom rooms where someone started publishing, from one post of Janus's event handler
 * (one event, or a list of them when Janus groups them). Anything else is ignored.
 */
export const roomsWithNewPublishers = (body: unknown): number[] => {
  const events = (Array.isArray(body) ? body : [body]) as JanusEvent[];
  const rooms = new Set<number>();
  for (const event of events) {
    if (!event || typeof event !== 'object' || event.type !== PLUGIN_EVENT) continue;
    const { plugin, data } = event.event ?? {};
    if (plugin !== 'janus.plugin.videoroom' || data?.event !== 'published') continue;
    if (typeof data.room === 'number' && Number.isSafeInteger(data.room)) rooms.add(data.room);
  }
  return [...rooms];
};
