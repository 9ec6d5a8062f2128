import {
  AppError,
  ErrorCode,
  type Meeting,
  type MeetingTarget,
  meetingMessages,
  type RecordingTarget,
} from '@canstring/contracts';
import { idOf } from '../resolver-arguments';

/** The MeetingTargetInput of the schema: exactly one of userId or groupId. */
export interface MeetingTargetArgs {
  userId?: string | null;
  groupId?: string | null;
}

/** Whom a meeting is with, as the meeting service takes it; both or neither given is BAD_INPUT. */
export const meetingTargetOf = (input: MeetingTargetArgs, field: string): MeetingTarget => {
  const hasUser = input.userId != null;
  const hasGroup = input.groupId != null;
  if (hasUser === hasGroup) {
    throw new AppError(ErrorCode.BadInput, meetingMessages.targetRequired, {
      fields: { [field]: meetingMessages.targetRequired },
    });
  }
  return hasUser
    ? { kind: 'user', userId: idOf(input.userId, `${field}.userId`) }
    : { kind: 'group', groupId: idOf(input.groupId, `${field}.groupId`) };
};

/** The same choice as the recording service takes it. */
export const recordingTargetOf = (input: MeetingTargetArgs, field: string): RecordingTarget => {
  const target = meetingTargetOf(input, field);
  return target.kind === 'user' ? { userId: target.userId } : { groupId: target.groupId };
};

/** A meeting as the schema's Meeting type shows it: the target as two nullable ids. */
export const toMeetingNode = (meeting: Meeting) => ({
  ...meeting,
  target:
    meeting.target.kind === 'user'
      ? { userId: meeting.target.userId, groupId: null }
      : { userId: null, groupId: meeting.target.groupId },
});

/** The visitor's date and zone as the entry queries take them. */
export interface VisitArgs {
  alias: string;
  currentDate: string;
  zone: string;
}
