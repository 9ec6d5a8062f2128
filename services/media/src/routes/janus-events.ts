import { timingSafeEqual } from 'node:crypto';
import { json, Router } from 'express';
import {
  JANUS_EVENTS_PATH,
  JANUS_EVENTS_USER,
  janusEventsPasswordOf,
  type PublisherNews,
  publisherNewsOf,
} from '../janus/janus-events';

/** Whether the request carries Janus's basic credentials. */
const fromJanus = (authorization: string | undefined, password: string): boolean => {
  const expected = Buffer.from(`Basic ${Buffer.from(`${JANUS_EVENTS_USER}:${password}`).toString('base64')}`);
  const given = Buffer.from(authorization ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/**
 * Janus's events (only Janus knows the password): a room where someone published, republished or
 * renegotiated has its publishers checked at once, with their streams as Janus told them, so a
 * viewer's media is removed (or a muted participant's mic held back) before others can receive it
 * rather than on the next periodic check. Answered before the check, so Janus never waits on it.
 */
export const janusEventsRoutes = (
  /** Janus's admin secret; unset without live media. */
  adminSecret: string | undefined,
  publishersChanged: ((news: PublisherNews) => void) | undefined,
): Router => {
  const router = Router();
  if (!adminSecret || !publishersChanged) return router;
  const password = janusEventsPasswordOf(adminSecret);
  router.post(JANUS_EVENTS_PATH, json({ limit: '1mb' }), (req, res) => {
    if (!fromJanus(req.headers.authorization, password)) {
      res.status(401).end();
      return;
    }
    res.status(200).end();
    const news = publisherNewsOf(req.body);
    if (news.rooms.length) publishersChanged(news);
  });
  return router;
};
