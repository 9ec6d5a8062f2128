import { AppError, ErrorCode, type MeetingEntry, meetingMessages, type SeatType } from '@canstring/contracts';
import type { MeetingServiceContext } from '../context';
import { hasHostGrant } from '../db/host-grants-repository';
import { findActiveMeetingByAlias } from '../db/meetings-repository';
import type { MeetingRow } from '../db/schema';

/** Whether a meeting has ended, by the service's clock (a wrong device clock cannot reopen one). */
export const hasEnded = (meeting: MeetingRow, now: Date): boolean => meeting.endAt.getTime() < now.getTime();

/**
 * The meeting a link names, if it may be entered now: unknown or deleted is NOT_FOUND 'Meeting not
 * found'; past its end is 'Meeting has been ended'.
 */
export const enterableMeeting = async (ctx: MeetingServiceContext, alias: string): Promise<MeetingRow> => {
  const meeting = await findActiveMeetingByAlias(ctx.db, alias);
  if (!meeting) throw new AppError(ErrorCode.NotFound, meetingMessages.meetingNotFound);
  if (hasEnded(meeting, ctx.clock.now()))
    throw new AppError(ErrorCode.BadInput, meetingMessages.meetingEnded);
  return meeting;
};

/** The organizer, or an account the organizer granted hosting. */
export const mayHost = async (ctx: MeetingServiceContext, meeting: MeetingRow, userId: number) =>
  meeting.organizerUserId === userId || (await hasHostGrant(ctx.db, meeting.id, userId));

export const organizerNameOf = (meeting: MeetingRow): string =>
  [meeting.organizerFirstName, meeting.organizerLastName].filter(Boolean).join(' ');

export const toEntry = (meeting: MeetingRow, canHost: boolean): MeetingEntry => ({
  meetingId: meeting.id,
  alias: meeting.alias,
  meetingNumber: meeting.meetingNumber,
  title: meeting.title,
  seatType: meeting.seatType as SeatType,
  organizerUserId: meeting.organizerUserId,
  organizerName: organizerNameOf(meeting),
  groupId: meeting.groupId,
  startAt: meeting.startAt.toISOString(),
  endAt: meeting.endAt.toISOString(),
  canHost,
});
