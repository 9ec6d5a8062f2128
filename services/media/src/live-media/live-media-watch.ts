import { roomEventSchema, roomEventSubject } from '@canstring/contracts';
import type { PublisherNews } from '../janus/janus-events';
import { janusRoomIdOf } from '../janus/janus-ids';
import { removeTokens } from '../tokens/remove-tokens';
import type { LiveMedia } from './live-media-deps';

/** How often tokens past their expiry are removed from Janus. */
const TOKEN_SWEEP_MS = 60_000;

/** Removes expired room media tokens; Janus then ends the sessions that used them. */
export const sweepExpiredTokens = (media: Pick<LiveMedia, 'placement'>, now = Date.now()) =>
  removeTokens(media, (parts) => parts.expiry * 1000 <= now);

/**
 * Follows every room's events (each media instance; all of these steps are idempotent):
 * - meetingEnded: destroys the VideoRoom (Janus hangs everyone up) and removes its tokens;
 * - participants who left: their tokens are removed, so their Janus sessions end;
 * - a change of someone's right to publish, mic or camera: the room's publishers are checked at once.
 * Besides, every `checkMs` the rooms this instance knows are checked, and every minute expired
 * tokens are removed.
 */
export const watchLiveMedia = (media: LiveMedia, checkMs: number) => {
  let chain = Promise.resolve();
  /** One step at a time, in event order; a failure is logged and the next step still runs. */
  const queue = (what: string, step: () => Promise<unknown>) => {
    chain = chain
      .then(async () => {
        await step();
      })
      .catch((error: unknown) => media.log.warn({ err: error }, `live media: ${what} failed`));
    return chain;
  };

  const subscription = media.nc.subscribe(roomEventSubject('*'), {
    callback: (error, msg) => {
      if (error) return;
      let body: unknown;
      try {
        body = msg.json();
      } catch {
        return;
      }
      const parsed = roomEventSchema.safeParse(body);
      if (!parsed.success) return;
      const event = parsed.data;
      const janusRoomId = janusRoomIdOf(event.room, media.secret);
      if (event.method === 'meetingEnded') {
        void queue('ending a room', async () => {
          media.guard.forget(janusRoomId);
          await media.rooms.destroy(janusRoomId);
          await removeTokens(media, (parts) => parts.janusRoomId === janusRoomId);
        });
        return;
      }
      const rightsChanged = media.guard.apply(event);
      if (event.left.length > 0) {
        const left = new Set(event.left);
        void queue('removing tokens of those who left', () =>
          removeTokens(media, (parts) => parts.janusRoomId === janusRoomId && left.has(parts.participantId)),
        );
      }
      if (rightsChanged) void queue('checking publishers', () => media.guard.enforce(janusRoomId));
    },
  });

  const checkTimer = setInterval(() => {
    for (const id of media.guard.rooms()) void queue('checking publishers', () => media.guard.enforce(id));
  }, checkMs);
  const sweepTimer = setInterval(
    () => void queue('sweeping tokens', () => sweepExpiredTokens(media)),
    TOKEN_SWEEP_MS,
  );
  checkTimer.unref();
  sweepTimer.unref();

  return {
    /**
     * Takes in what Janus told of publishers (their streams) and checks their rooms now, in turn with
     * the other steps.
     */
    publishersChanged: (news: PublisherNews) => {
      void queue('noting published streams', async () => {
        for (const told of news.streams) media.guard.heard(told);
      });
      for (const janusRoomId of news.rooms)
        void queue('checking publishers', () => media.guard.enforce(janusRoomId));
    },
    /** Resolves once the steps queued so far are done (tests). */
    settled: () => chain,
    stop: async () => {
      clearInterval(checkTimer);
      clearInterval(sweepTimer);
      subscription.unsubscribe();
      await chain;
    },
  };
};
