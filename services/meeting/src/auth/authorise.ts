import {
  type Actor,
  AppError,
  ErrorCode,
  groupEndpoints,
  isAdministrator,
  meetingMessages,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import type { MeetingServiceContext } from '../context';

/** Hosts (user_role 1) schedule meetings (spec 2 §6). */
export const requireHost = (actor: Actor): void => {
  if (!isAdministrator(actor.role))
    throw new AppError(ErrorCode.Forbidden, meetingMessages.onlyHostsSchedule);
};

/**
 * The caller may read the group: the user service decides, with the caller's own actor, so a
 * non-member gets its FORBIDDEN and an unknown group its NOT_FOUND.
 */
export const requireReadableGroup = async (ctx: MeetingServiceContext, actor: Actor, groupId: number) => {
  await call(ctx.nc, groupEndpoints.get, { actor, groupId });
};
