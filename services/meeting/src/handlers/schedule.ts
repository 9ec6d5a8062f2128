import { AppError, ErrorCode, meetingEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { requireHost, requireKnownUser, requireReadableGroup } from '../auth/authorise';
import type { MeetingServiceContext } from '../context';
import { toMeeting } from '../db/meeting-mapper';
import { insertMeeting } from '../db/meetings-repository';
import { newMeetingAlias, newMeetingNumber } from '../schedule/identifiers';
import { meetingTimes } from '../schedule/meeting-times';

/** A fresh alias is retried this many times on the (very unlikely) clash with an existing one. */
const ALIAS_ATTEMPTS = 5;

/** 'Schedule a Meeting': hosts only; the times follow the spec's rules before anything is stored. */
export const scheduleHandler = (ctx: MeetingServiceContext) =>
  handler(meetingEndpoints.schedule, async ({ actor, meeting }) => {
    const organizer = await requireHost(ctx, actor);
    const times = meetingTimes(meeting, ctx.clock.now());
    if (meeting.target.kind === 'group') await requireReadableGroup(ctx, actor, meeting.target.groupId);
    else await requireKnownUser(ctx, actor, meeting.target.userId);
    const meetingNumber =
      meeting.seatType === 'webinar' ? newMeetingNumber() : (meeting.meetingNumber ?? newMeetingNumber());
    for (let attempt = 0; attempt < ALIAS_ATTEMPTS; attempt++) {
      const row = await insertMeeting(ctx.db, {
        alias: newMeetingAlias(),
        meetingNumber,
        title: meeting.title,
        organizerUserId: actor.userId,
        organizerFirstName: organizer.firstName,
        organizerLastName: organizer.lastName,
        toUserId: meeting.target.kind === 'user' ? meeting.target.userId : null,
        groupId: meeting.target.kind === 'group' ? meeting.target.groupId : null,
        seatType: meeting.seatType,
        isRecurring: times.isRecurring,
        zone: meeting.zone,
        startAt: times.startAt,
        endAt: times.endAt,
        createdAt: ctx.clock.now(),
      });
      if (row) return { meeting: toMeeting(row) };
    }
    throw new AppError(ErrorCode.Unavailable, 'The meeting could not be saved. Please try again.');
  });
