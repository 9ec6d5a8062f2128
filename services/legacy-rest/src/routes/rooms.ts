import { meetingEndpoints } from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { type Response, Router } from 'express';
import { authenticated } from '../authenticated';
import type { LegacyDeps } from '../deps';
import { actorOf, localsOf } from '../locals';
import { bodyOf } from './legacy-input';

/** Instant rooms of the old contract: POST /createRoom (hosts) and GET /active-rooms. */
export const roomsRoutes = ({ nc, verifier, send }: LegacyDeps): Router => {
  const router = Router();
  const signedIn = authenticated(verifier);
  const requestOptions = (res: Response) => ({ requestId: localsOf(res).requestId });

  router.post('/createRoom', signedIn, async (req, res) => {
    const name = bodyOf(req.body).name as string;
    const { room } = await call(
      nc,
      meetingEndpoints.createRoom,
      { actor: actorOf(res), name },
      requestOptions(res),
    );
    send(res, 200, { success: true, _id: room.alias, meeting_number: room.meetingNumber, name: room.name });
  });

  router.get('/active-rooms', signedIn, async (_req, res) => {
    const { rooms } = await call(
      nc,
      meetingEndpoints.activeRooms,
      { actor: actorOf(res) },
      requestOptions(res),
    );
    send(res, 200, {
      success: true,
      rooms: rooms.map((r) => ({
        room: r.room,
        userId: r.userId,
        meeting_number: r.meetingNumber,
        name: r.name,
      })),
    });
  });

  return router;
};
