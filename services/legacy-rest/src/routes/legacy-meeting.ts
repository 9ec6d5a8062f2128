import {
  AppError,
  type Meeting,
  type MeetingEntry,
  type MeetingListItem,
  type Recording,
  type ScheduleMeeting,
} from '@canstring/contracts';
import { namesFromServices } from './legacy-input';

/** A meeting under the old contract's names (spec 2 §3 Meeting). */
export const toLegacyMeeting = (meeting: Meeting) => ({
  meeting_id: meeting.id,
  meeting_number: meeting.meetingNumber,
  meeting_alias_name: meeting.alias,
  session_name: meeting.title,
  is_recurring: meeting.isRecurring,
  start_date_time: meeting.startAt,
  end_date_time: meeting.endAt,
  first_name: meeting.organizerFirstName,
  last_name: meeting.organizerLastName,
  user_id: meeting.organizerUserId,
  meet_type: meeting.seatType,
  is_group_meeting: meeting.target.kind === 'group',
  to_user_id: meeting.target.kind === 'user' ? meeting.target.userId : null,
  group_id: meeting.target.kind === 'group' ? meeting.target.groupId : null,
  zone: meeting.zone,
  is_active: meeting.active,
  createdAt: meeting.createdAt,
});

/** A schedule list row: the meeting plus what the list shows for this viewer. */
export const toLegacyListItem = (item: MeetingListItem) => ({
  ...toLegacyMeeting(item),
  start_display: item.startDisplay,
  end_display: item.endDisplay,
  meeting_type: item.meetingTypeLabel,
  is_ended: item.ended,
  can_join: item.canJoin,
  can_start: item.canStart,
  can_copy_link: item.canCopyLink,
  can_delete: item.canDelete,
});

/** What meeting validation answers (spec 3 §3 Meeting). */
export const toLegacyValidatedMeeting = (entry: MeetingEntry) => ({
  meeting_number: entry.meetingNumber,
  user_id: entry.organizerUserId,
  meet_type: entry.seatType,
  class_id: entry.groupId,
  session_name: entry.title,
  meeting_alias_name: entry.alias,
  start_date_time: entry.startAt,
  end_date_time: entry.endAt,
  organizer: entry.organizerName,
  can_host: entry.canHost,
});

/** A recording under the old contract's names (spec 2 §3 Recording). */
export const toLegacyRecording = (recording: Recording) => ({
  recording_id: recording.id,
  unique_name: recording.uniqueName,
  room_id: recording.roomId,
  meeting_id: recording.meetingId,
  file_name: recording.fileName,
  record_desc: recording.recordDesc,
  record_file_path: recording.recordFilePath,
  title: recording.title,
  createdAt: recording.createdAt,
});

const legacyScheduleFieldNames = {
  session_name: 'title',
  meeting_number: 'meetingNumber',
  meet_type: 'seatType',
  is_recurring: 'isRecurring',
  start_date_time: 'startAt',
  end_date_time: 'endAt',
  zone: 'zone',
  to_user_id: 'target',
} as const;
export const legacyScheduleNames = namesFromServices(legacyScheduleFieldNames);

const asFlag = (value: unknown): unknown => (value === 'true' ? true : value === 'false' ? false : value);
const asId = (value: unknown): unknown =>
  typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value;
const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The Schedule a Meeting form as the old client posts it, in the meeting service's shape. */
export const fromLegacySchedule = (body: Record<string, unknown>): Partial<ScheduleMeeting> => {
  const target = present(body.group_id)
    ? { kind: 'group', groupId: asId(body.group_id) }
    : present(body.to_user_id)
      ? { kind: 'user', userId: asId(body.to_user_id) }
      : undefined;
  return {
    title: body.session_name as string,
    ...(present(body.meeting_number) ? { meetingNumber: String(body.meeting_number) } : {}),
    seatType: body.meet_type as ScheduleMeeting['seatType'],
    isRecurring: asFlag(body.is_recurring) as boolean,
    ...(present(body.start_date_time) ? { startAt: body.start_date_time as string } : {}),
    ...(present(body.end_date_time) ? { endAt: body.end_date_time as string } : {}),
    zone: body.zone as string,
    target: target as ScheduleMeeting['target'],
  };
};

/**
 * A service's refusal naming fields inside one input object (`meeting.title`), renamed to the old
 * client's flat field names (`session_name`).
 */
export const flatLegacyFields = (
  error: unknown,
  wrappers: string[],
  names: Record<string, string>,
): unknown => {
  if (!(error instanceof AppError) || !error.details.fields) return error;
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.details.fields)) {
    const wrapper = wrappers.find((w) => path.startsWith(`${w}.`));
    const inner = wrapper ? path.slice(wrapper.length + 1) : path;
    const head = inner.split('.')[0] ?? inner;
    fields[names[head] ?? inner] ??= message;
  }
  return new AppError(error.code, error.message, { ...error.details, fields });
};
