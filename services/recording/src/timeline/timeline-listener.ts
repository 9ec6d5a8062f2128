import { roomEventSchema, roomEventSubject } from '@canstring/contracts';
import type { RecordingServiceContext } from '../context';
import { addTimelineEntries } from '../db/timeline-repository';
import { timelineOfEvent } from './timeline-of-event';

/** One instance of the service keeps each event (a queue group), whichever hears it. */
export const TIMELINE_QUEUE_GROUP = 'recording-timeline';

/**
 * Keeps the timeline of every recording while it runs: the rooms' events carry the recording in
 * their flags, so a room being recorded is known from its events alone.
 */
export const listenToRoomTimelines = (ctx: RecordingServiceContext) => {
  let chain = Promise.resolve();
  const subscription = ctx.nc.subscribe(roomEventSubject('*'), {
    queue: TIMELINE_QUEUE_GROUP,
    callback: (error, msg) => {
      if (error) return;
      let parsed: ReturnType<typeof roomEventSchema.safeParse>;
      try {
        parsed = roomEventSchema.safeParse(msg.json());
      } catch {
        return;
      }
      if (!parsed.success) return;
      const event = parsed.data;
      const recordingId = event.flags.recording ? event.flags.recordingId : null;
      if (!recordingId) return;
      const entries = timelineOfEvent(event, new Date().toISOString());
      if (entries.length === 0) return;
      chain = chain
        .then(() => addTimelineEntries(ctx.db, recordingId, entries))
        .catch((err: unknown) => ctx.log.warn({ err, recordingId }, 'timeline entries not kept'));
    },
  });
  return {
    /** Resolves once the entries heard so far are kept (tests). */
    settled: () => chain,
    stop: async () => {
      subscription.unsubscribe();
      await chain;
    },
  };
};
