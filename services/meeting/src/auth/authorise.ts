import {
  type Actor,
  AppError,
  ErrorCode,
  groupEndpoints,
  isAdministrator,
  meetingMessages,
  type User,
  userAdminEndpoints,
  userEndpoints,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import type { MeetingServiceContext } from '../context';

/**
 * Hosts (user_role 1) schedule meetings (spec 2 §6). The role and the active flag are read from
 * the account as it is now, not from the token's claim.
 */
export const requireHost = async (
  ctx: MeetingServiceContext,
  actor: Actor,
  refusal: string = meetingMessages.onlyHostsSchedule,
): Promise<User> => {
  if (!isAdministrator(actor.role)) throw new AppError(ErrorCode.Forbidden, refusal);
  const account = await call(ctx.nc, userEndpoints.current, { actor });
  if (!account.active || !isAdministrator(account.role)) throw new AppError(ErrorCode.Forbidden, refusal);
  return account;
};

/** An administrator by the account as it is now (the organizer needs no such check). */
export const isCurrentAdministrator = async (ctx: MeetingServiceContext, actor: Actor): Promise<boolean> => {
  if (!isAdministrator(actor.role)) return false;
  const account = await call(ctx.nc, userEndpoints.current, { actor });
  return account.active && isAdministrator(account.role);
};

/** The user a one-to-one meeting is with must exist; the user service answers NOT_FOUND otherwise. */
export const requireKnownUser = async (ctx: MeetingServiceContext, host: Actor, userId: number) => {
  await call(ctx.nc, userAdminEndpoints.get, { actor: host, userId });
};

/**
 * The caller may read the group: the user service decides, with the caller's own actor, so a
 * non-member gets its FORBIDDEN and an unknown group its NOT_FOUND.
 */
export const requireReadableGroup = async (ctx: MeetingServiceContext, actor: Actor, groupId: number) => {
  await call(ctx.nc, groupEndpoints.get, { actor, groupId });
};

/** Whether the user service lets the caller read the group (a member, or an administrator). */
export const canReadGroup = async (ctx: MeetingServiceContext, actor: Actor, groupId: number) => {
  try {
    await requireReadableGroup(ctx, actor, groupId);
    return true;
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.code === ErrorCode.Forbidden || error.code === ErrorCode.NotFound)
    )
      return false;
    throw error;
  }
};
