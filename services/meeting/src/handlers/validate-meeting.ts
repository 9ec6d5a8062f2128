import { meetingEndpoints, type SeatType } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { MeetingServiceContext } from '../context';
import { enterableMeeting } from '../entry/meeting-entry';

/**
 * Checks a meeting link before entry (spec 3 §7). Whether the meeting has ended is decided by the
 * service's clock, not the visitor's date, so a wrong device clock cannot reopen a meeting.
 */
export const validateMeetingHandler = (ctx: MeetingServiceContext) =>
  handler(meetingEndpoints.validate, async ({ alias }) => {
    const meeting = await enterableMeeting(ctx, alias);
    return {
      meeting: {
        meeting_number: meeting.meetingNumber,
        user_id: meeting.organizerUserId,
        meet_type: meeting.seatType as SeatType,
        class_id: meeting.groupId,
        session_name: meeting.title,
      },
    };
  });
