import { AppError, ErrorCode, meetingEndpoints, meetingMessages } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { requireHost } from '../auth/authorise';
import type { MeetingServiceContext } from '../context';
import { openInstantRooms } from '../db/meeting-lookups';
import { insertMeeting } from '../db/meetings-repository';
import { newMeetingAlias, newMeetingNumber } from '../schedule/identifiers';
import { meetingTimes } from '../schedule/meeting-times';

const ALIAS_ATTEMPTS = 5;

/**
 * Instant rooms (legacy POST /createRoom, GET /active-rooms): a one-time conference the calling host
 * starts now, with no user or group, so it is never in a schedule list.
 */
export const roomHandlers = (ctx: MeetingServiceContext) => [
  handler(meetingEndpoints.createRoom, async ({ actor, name }) => {
    const organizer = await requireHost(ctx, actor, meetingMessages.onlyHostsStartRooms);
    const now = ctx.clock.now();
    const times = meetingTimes({ seatType: 'conference', isRecurring: false, zone: 'UTC' }, now);
    for (let attempt = 0; attempt < ALIAS_ATTEMPTS; attempt++) {
      const row = await insertMeeting(ctx.db, {
        alias: newMeetingAlias(),
        meetingNumber: newMeetingNumber(),
        title: name,
        organizerUserId: actor.userId,
        organizerFirstName: organizer.firstName,
        organizerLastName: organizer.lastName,
        toUserId: null,
        groupId: null,
        instant: true,
        seatType: 'conference',
        isRecurring: false,
        zone: 'UTC',
        startAt: times.startAt,
        endAt: times.endAt,
        createdAt: now,
      });
      if (row)
        return { room: { id: row.id, alias: row.alias, meetingNumber: row.meetingNumber, name: row.title } };
    }
    throw new AppError(ErrorCode.Unavailable, 'The room could not be saved. Please try again.');
  }),
  /** Until the live-room runtime says which rooms have people in them, "active" is "not yet ended". */
  handler(meetingEndpoints.activeRooms, async () => ({
    rooms: (await openInstantRooms(ctx.db, ctx.clock.now())).map((row) => ({
      room: row.alias,
      meetingNumber: row.meetingNumber,
      name: row.title,
      userId: row.organizerUserId,
    })),
  })),
];
