import { timingSafeEqual } from 'node:crypto';
import { json, Router } from 'express';
import {
  JANUS_EVENTS_PATH,
  JANUS_EVENTS_USER,
  janusEventsPasswordOf,
  roomsWithNewPublishers,
} from '../janus/janus-events';

/** Whether the request carries Janus's basic credentials. */
const fromJanus = (authorization: string | undefined, password: string): boolean => {
  const expected = Buffer.from(`Basic ${Buffer.from(`${JANUS_EVENTS_USER}:${password}`).toString('base64')}`);
  const given = Buffer.from(authorization ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/**
 * Janus's events (only Janus knows the password): a room where someone started publishing has its
 * publishers checked at once, so a viewer's media is removed before others can receive it rather
 * than on the next periodic check. Answered before the check, so Janus never waits on it.
 */
export const janusEventsRoutes = (
  /** Janus's admin secret; unset without live media. */
  adminSecret: string | undefined,
  checkPublishers: ((janusRoomId: number) => void) | undefined,
): Router => {
  const router = Router();
  if (!adminSecret || !checkPublishers) return router;
  const password = janusEventsPasswordOf(adminSecret);
  router.post(JANUS_EVENTS_PATH, json({ limit: '1mb' }), (req, res) => {
    if (!fromJanus(req.headers.authorization, password)) {
      res.status(401).end();
      return;
    }
    res.status(200).end();
    for (const janusRoomId of roomsWithNewPublishers(req.body)) checkPublishers(janusRoomId);
  });
  return router;
};
