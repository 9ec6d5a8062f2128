import { type Actor, isAdministrator, type MeetingListItem, meetingMessages } from '@canstring/contracts';
import { toMeeting } from '../db/meeting-mapper';
import type { MeetingRow } from '../db/schema';
import { formatInZone } from '../time/zoned';

/**
 * A schedule list row for one viewer (spec 2 §2.1): dates in the viewer's zone; join, start and
 * copy-link are off once the end has passed; the organizer starts, others join.
 */
export const toListItem = (row: MeetingRow, viewer: Actor, zone: string, now: Date): MeetingListItem => {
  const ended = row.endAt.getTime() < now.getTime();
  const isOrganizer = row.organizerUserId === viewer.userId;
  return {
    ...toMeeting(row),
    startDisplay: formatInZone(row.startAt, zone),
    endDisplay: formatInZone(row.endAt, zone),
    meetingTypeLabel: row.isRecurring ? meetingMessages.recurringMeeting : meetingMessages.oneTimeMeeting,
    ended,
    canJoin: !ended,
    canStart: !ended && isOrganizer,
    canCopyLink: !ended,
    canDelete: isOrganizer || isAdministrator(viewer.role),
  };
};
