import type { AreaProps } from './area-props';

/** Whose meetings the schedule view lists: one person (a one-to-one chat) or a group. */
export type ScheduleTarget =
  | { kind: 'user'; userId: string; name: string; phone: string | null }
  | { kind: 'group'; groupId: string; name: string };

/** The props of the meeting area's embedded `schedule` view (shown inside a chat). */
export type ScheduleViewProps = AreaProps & {
  target: ScheduleTarget;
  /** Back to the chat of the same person or group. */
  onShowChat(): void;
  /** Shows the group's members (groups only). */
  onShowMembers?(): void;
};
