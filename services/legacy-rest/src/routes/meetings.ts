import {
  type Actor,
  AppError,
  ErrorCode,
  type Guest,
  meetingEndpoints,
  meetingMessages,
  scheduleMeetingSchema,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { type Response, Router } from 'express';
import { AUTH_TOKEN_HEADER, authenticated } from '../authenticated';
import type { LegacyDeps } from '../deps';
import { actorOf, localsOf } from '../locals';
import { bodyOf, listQueryOf, parseLegacy, pathId, requiredId } from './legacy-input';
import {
  flatLegacyFields,
  fromLegacySchedule,
  legacyScheduleNames,
  toLegacyListItem,
  toLegacyMeeting,
  toLegacyValidatedMeeting,
} from './legacy-meeting';

const isUnauthenticated = (error: unknown) =>
  error instanceof AppError && error.code === ErrorCode.Unauthenticated;
const zoneOf = (query: Record<string, unknown>) =>
  typeof query.zone === 'string' && query.zone ? query.zone : 'UTC';

/**
 * Meetings of the old contract (spec 2 §7, spec 3 §7): scheduling, the schedule lists, deleting, and
 * validating a link before entry (members at /meeting/validation, guests and members at /meeting/user).
 */
export const meetingsRoutes = ({ nc, verifier, send }: LegacyDeps): Router => {
  const router = Router();
  const signedIn = authenticated(verifier);
  const requestOptions = (res: Response) => ({ requestId: localsOf(res).requestId });

  router.post('/meetings', signedIn, async (req, res) => {
    const meeting = parseLegacy(
      scheduleMeetingSchema,
      fromLegacySchedule(bodyOf(req.body)),
      legacyScheduleNames,
    );
    const answer = await call(
      nc,
      meetingEndpoints.schedule,
      { actor: actorOf(res), meeting },
      requestOptions(res),
    ).catch((error) => {
      throw flatLegacyFields(error, ['meeting'], legacyScheduleNames);
    });
    send(res, 200, {
      success: true,
      message: meetingMessages.meetingScheduled,
      meeting: toLegacyMeeting(answer.meeting),
    });
  });

  router.get('/meeting/getUserMeeting', signedIn, async (req, res) => {
    const userId = requiredId(req.query, 'user_id');
    const { offset, limit } = listQueryOf({ offset: req.query.offset, limit: req.query.limit });
    const list = await call(
      nc,
      meetingEndpoints.listForUser,
      { actor: actorOf(res), userId, zone: zoneOf(req.query), offset, limit },
      requestOptions(res),
    );
    send(res, 200, {
      success: true,
      meeting: list.meetings.map(toLegacyListItem),
      TotalRowCount: list.total,
    });
  });

  router.get('/meeting/getGroupMeeting', signedIn, async (req, res) => {
    const groupId = requiredId(req.query, 'group_id');
    const { offset, limit } = listQueryOf({ offset: req.query.offset, limit: req.query.limit });
    const list = await call(
      nc,
      meetingEndpoints.listForGroup,
      { actor: actorOf(res), groupId, zone: zoneOf(req.query), offset, limit },
      requestOptions(res),
    );
    send(res, 200, { success: true, record: list.meetings.map(toLegacyListItem), TotalRowCount: list.total });
  });

  router.delete('/meeting/:id', signedIn, async (req, res) => {
    const meetingId = pathId(req.params.id, 'id');
    await call(nc, meetingEndpoints.delete, { actor: actorOf(res), meetingId }, requestOptions(res));
    send(res, 200, { success: true, message: meetingMessages.meetingDeleted });
  });

  /** The visit fields the entry screens post, under the services' names. */
  const visitOf = (body: Record<string, unknown>) => ({
    alias: typeof body.meeting_alias_name === 'string' ? body.meeting_alias_name : '',
    currentDate: body.currentDate as string,
    zone: body.zone as string,
  });

  router.post('/meeting/validation', signedIn, async (req, res) => {
    const { entry } = await call(
      nc,
      meetingEndpoints.entry,
      { actor: actorOf(res), ...visitOf(bodyOf(req.body)) },
      requestOptions(res),
    );
    send(res, 200, { success: true, meeting: toLegacyValidatedMeeting(entry) });
  });

  /** Guests (with the pass for this meeting) and temporary hosts (members) validate here. */
  router.post('/meeting/user', async (req, res) => {
    const token = req.get(AUTH_TOKEN_HEADER) || undefined;
    const { requestId } = localsOf(res);
    let caller: { actor: Actor } | { guest: Guest };
    try {
      caller = { actor: (await verifier.verify(token, requestId)).actor };
    } catch (error) {
      if (!isUnauthenticated(error) || !token) {
        if (!token) throw new AppError(ErrorCode.Unauthenticated, meetingMessages.signInOrGuestPass);
        throw error;
      }
      caller = { guest: (await verifier.verifyGuest(token, requestId)).guest };
    }
    const { entry } = await call(
      nc,
      meetingEndpoints.entry,
      { ...caller, ...visitOf(bodyOf(req.body)) },
      requestOptions(res),
    );
    send(res, 200, { success: true, meeting: toLegacyValidatedMeeting(entry) });
  });

  return router;
};
