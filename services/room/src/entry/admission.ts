import {
  AppError,
  ErrorCode,
  examIdOfAlias,
  meetingEndpoints,
  meetingMessages,
  userDirectoryEndpoints,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';
import { admitToExam } from '../exam/exam-admission';
import type { Admission, JoinRequest } from './admission-types';

const fullName = (first: string, last: string | null) => [first, last].filter(Boolean).join(' ').trim();

/**
 * Asks the meeting service whether the caller may enter (or host) the meeting of this link, and who
 * they are: a member's name and phone from the user directory, a guest's from their pass. An exam's
 * alias asks the proctoring service instead (exam/exam-admission.ts).
 */
export const admit = async (ctx: RoomServiceContext, request: JoinRequest, requestId: string) => {
  const { caller, alias, currentDate, zone, asHost } = request;
  const examId = examIdOfAlias(alias);
  if (examId !== null) return admitToExam(ctx, caller, examId, requestId);
  const visit = { alias, currentDate, zone };
  if ('guest' in caller) {
    if (asHost) throw new AppError(ErrorCode.Forbidden, meetingMessages.notAuthorizedHostPage);
    const { entry } = await call(
      ctx.nc,
      meetingEndpoints.entry,
      { guest: caller.guest, ...visit },
      { requestId },
    );
    return {
      entry,
      asHost: false,
      userName: caller.guest.name,
      phone: caller.guest.phone,
    } satisfies Admission;
  }
  const { actor } = caller;
  // Both at once; the meeting service's refusal is the one told, whichever answers first.
  const entering = asHost
    ? call(ctx.nc, meetingEndpoints.hostEntry, { actor, ...visit }, { requestId })
    : call(ctx.nc, meetingEndpoints.entry, { actor, ...visit }, { requestId });
  const naming = call(
    ctx.nc,
    userDirectoryEndpoints.accounts,
    { actor, userIds: [actor.userId] },
    { requestId },
  );
  naming.catch(() => undefined);
  const { entry } = await entering;
  const { users } = await naming;
  const me = users[0];
  return {
    entry,
    asHost,
    userName: me ? fullName(me.firstName, me.lastName) : '',
    phone: me?.phone ?? null,
  } satisfies Admission;
};
