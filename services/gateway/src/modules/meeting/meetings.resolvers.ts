import { type MeetingListItem, meetingEndpoints, type ScheduleMeeting } from '@canstring/contracts';
import { requireActor } from '../../auth';
import type { GatewayContext } from '../../context';
import type { GatewayModule } from '../module';
import { fieldsAsSent, idOf } from '../resolver-arguments';
import { type MeetingTargetArgs, meetingTargetOf, toMeetingNode } from './meeting-arguments';

type ScheduleArgs = Omit<ScheduleMeeting, 'target'> & {
  target: MeetingTargetArgs;
  meetingNumber?: string | null;
  startAt?: string | null;
  endAt?: string | null;
};

const withoutNulls = <T extends Record<string, unknown>>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value != null));

const toListItemNode = (item: MeetingListItem) => ({ ...item, meeting: toMeetingNode(item) });

/** The schedule list of a chat user or group, scheduling and deleting (spec 2 §2.1, §2.2). */
export const meetingResolvers = {
  Query: {
    meetings: async (
      _: unknown,
      args: { with: MeetingTargetArgs; zone: string; offset?: number | null; limit?: number | null },
      ctx: GatewayContext,
    ) => {
      const actor = await requireActor(ctx);
      const target = meetingTargetOf(args.with, 'with');
      const page = withoutNulls({ offset: args.offset, limit: args.limit });
      const list =
        target.kind === 'user'
          ? await ctx.call(meetingEndpoints.listForUser, {
              actor,
              userId: target.userId,
              zone: args.zone,
              ...page,
            })
          : await ctx.call(meetingEndpoints.listForGroup, {
              actor,
              groupId: target.groupId,
              zone: args.zone,
              ...page,
            });
      return { meetings: list.meetings.map(toListItemNode), total: list.total };
    },
  },
  Mutation: {
    scheduleMeeting: async (_: unknown, args: { input: ScheduleArgs }, ctx: GatewayContext) => {
      const actor = await requireActor(ctx);
      const { target, ...fields } = args.input;
      const meeting = {
        ...withoutNulls(fields),
        target: meetingTargetOf(target, 'target'),
      } as ScheduleMeeting;
      const answer = await ctx
        .call(meetingEndpoints.schedule, { actor, meeting })
        .catch(fieldsAsSent('meeting'));
      return toMeetingNode(answer.meeting);
    },
    deleteMeeting: async (_: unknown, args: { id: string }, ctx: GatewayContext) => {
      const actor = await requireActor(ctx);
      await ctx.call(meetingEndpoints.delete, { actor, meetingId: idOf(args.id, 'id') });
      return true;
    },
  },
} satisfies GatewayModule['resolvers'];
