import {
  type Actor,
  AppError,
  ErrorCode,
  isAdministrator,
  type MeetingReference,
  meetingEndpoints,
  recordingMessages,
  userEndpoints,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import type { RecordingServiceContext } from '../context';

/** The meeting service decides who may see a meeting; FORBIDDEN when the caller may not. */
export const requireMeetingAccess = async (
  ctx: RecordingServiceContext,
  actor: Actor,
  meeting: MeetingReference,
) => {
  const access = await call(ctx.nc, meetingEndpoints.access, { actor, meeting });
  if (!access.allowed || !access.meeting)
    throw new AppError(ErrorCode.Forbidden, recordingMessages.notAllowed);
  return { ...access, meeting: access.meeting };
};

/** Changing recordings is for hosts (role 1), by the account as it is now. */
export const requireHost = async (ctx: RecordingServiceContext, actor: Actor): Promise<void> => {
  const refused = new AppError(ErrorCode.Forbidden, recordingMessages.onlyHostsManage);
  if (!isAdministrator(actor.role)) throw refused;
  const account = await call(ctx.nc, userEndpoints.current, { actor });
  if (!account.active || !isAdministrator(account.role)) throw refused;
};
