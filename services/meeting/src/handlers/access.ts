import { type Actor, type MeetingFacts, meetingEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { canReadGroup, isCurrentAdministrator } from '../auth/authorise';
import type { MeetingServiceContext } from '../context';
import { hasHostGrant } from '../db/host-grants-repository';
import { meetingsByReference } from '../db/meeting-lookups';
import type { MeetingRow } from '../db/schema';

const factsOf = (meeting: MeetingRow): MeetingFacts => ({
  id: meeting.id,
  alias: meeting.alias,
  meetingNumber: meeting.meetingNumber,
  title: meeting.title,
  organizerUserId: meeting.organizerUserId,
  target:
    meeting.groupId !== null
      ? { kind: 'group', groupId: meeting.groupId }
      : meeting.toUserId !== null
        ? { kind: 'user', userId: meeting.toUserId }
        : null,
});

/** Who may see a meeting: the organizer, a granted host, its user, its group's members, administrators. */
const accessTo = async (ctx: MeetingServiceContext, actor: Actor, meeting: MeetingRow) => {
  const canHost =
    meeting.organizerUserId === actor.userId || (await hasHostGrant(ctx.db, meeting.id, actor.userId));
  const allowed =
    canHost ||
    meeting.toUserId === actor.userId ||
    (meeting.groupId !== null && (await canReadGroup(ctx, actor, meeting.groupId))) ||
    (await isCurrentAdministrator(ctx, actor));
  return { allowed, canHost };
};

/** For the recording service: may this caller see the meeting (and host it)? */
export const accessHandler = (ctx: MeetingServiceContext) =>
  handler(meetingEndpoints.access, async ({ actor, meeting: reference }) => {
    for (const meeting of await meetingsByReference(ctx.db, reference)) {
      const { allowed, canHost } = await accessTo(ctx, actor, meeting);
      if (allowed) return { allowed, canHost, meeting: factsOf(meeting) };
    }
    return { allowed: false, canHost: false, meeting: null };
  });
