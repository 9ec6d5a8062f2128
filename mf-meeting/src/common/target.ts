import type { ScheduleTarget } from '@canstring/client';
import type { MeetingTargetInput } from '../graphql/types';

/** The gateway's form of whom the meetings are with. */
export const targetInputOf = (target: ScheduleTarget): MeetingTargetInput =>
  target.kind === 'user' ? { userId: target.userId } : { groupId: target.groupId };
