import {
  type Actor,
  AppError,
  ErrorCode,
  meetingEndpoints,
  meetingMessages,
  userDirectoryEndpoints,
} from '@canstring/contracts';
import { call, handler } from '@canstring/service-kit';
import type { MeetingServiceContext } from '../context';
import { deleteHostGrant, insertHostGrant } from '../db/host-grants-repository';
import { findActiveMeetingByAlias } from '../db/meetings-repository';

const organizersMeeting = async (ctx: MeetingServiceContext, actor: Actor, alias: string) => {
  const meeting = await findActiveMeetingByAlias(ctx.db, alias);
  if (!meeting) throw new AppError(ErrorCode.NotFound, meetingMessages.meetingNotFound);
  if (meeting.organizerUserId !== actor.userId)
    throw new AppError(ErrorCode.Forbidden, meetingMessages.onlyOrganizerGrants);
  return meeting;
};

/** The organizer lets another active account open the host page; revoking takes it back at once. */
export const hostGrantHandlers = (ctx: MeetingServiceContext) => [
  handler(meetingEndpoints.grantHost, async ({ actor, alias, userId }) => {
    const meeting = await organizersMeeting(ctx, actor, alias);
    const { users } = await call(ctx.nc, userDirectoryEndpoints.accounts, { actor, userIds: [userId] });
    if (!users.some((user) => user.id === userId && user.active))
      throw new AppError(ErrorCode.BadInput, meetingMessages.granteeNotActive, {
        fields: { userId: meetingMessages.granteeNotActive },
      });
    await insertHostGrant(ctx.db, meeting.id, userId);
    return { ok: true as const };
  }),
  handler(meetingEndpoints.revokeHost, async ({ actor, alias, userId }) => {
    const meeting = await organizersMeeting(ctx, actor, alias);
    await deleteHostGrant(ctx.db, meeting.id, userId);
    return { ok: true as const };
  }),
];
