import {
  AppError,
  ErrorCode,
  type MeetingEntry,
  meetingEndpoints,
  meetingMessages,
  type RoomCaller,
  userDirectoryEndpoints,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';

export interface JoinRequest {
  caller: RoomCaller;
  alias: string;
  currentDate: string;
  zone: string;
  asHost: boolean;
}

/** Who is entering and which meeting, as the meeting and user services answered. */
export interface Admission {
  entry: MeetingEntry;
  /** On the host page: the organizer or a holder of a host grant. */
  asHost: boolean;
  userName: string;
  phone: string | null;
}

const fullName = (first: string, last: string | null) => [first, last].filter(Boolean).join(' ').trim();

/**
 * Asks the meeting service whether the caller may enter (or host) the meeting of this link, and who
 * they are: a member's name and phone from the user directory, a guest's from their pass.
 */
export const admit = async (ctx: RoomServiceContext, request: JoinRequest, requestId: string) => {
  const { caller, alias, currentDate, zone, asHost } = request;
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
