import {
  AppError,
  attachmentEndpoints,
  attachmentViewOf,
  type ChatTarget,
  ErrorCode,
  holdsHostPower,
  isSharedVideoMime,
  type MeetingFacts,
  meetingEndpoints,
  roomEndpoints,
  roomMessages,
} from '@canstring/contracts';
import { requireActor } from '../../auth';
import type { GatewayContext } from '../../context';

/** Files listed for sharing at most (the newest of the meeting's chat). */
const SHAREABLE_FILES_MAX = 100;

/**
 * The meeting's chat as the caller sees it: its group, or in a one-to-one meeting the other side
 * (the organizer writes to the user it is with, that user to the organizer). Null for an instant room,
 * or for someone outside a one-to-one meeting's chat.
 */
const chatOfMeeting = (meeting: MeetingFacts, userId: number): ChatTarget | null => {
  const target = meeting.target;
  if (!target) return null;
  if (target.kind === 'group') return { chatType: 'group', groupId: target.groupId };
  if (userId === meeting.organizerUserId) return { chatType: 'user', userId: target.userId };
  if (userId === target.userId) return { chatType: 'user', userId: meeting.organizerUserId };
  return null;
};

/**
 * The Share Content popup's files (spec 2 §2.10 docshare): for the caller's participant in a live
 * room, when it may present (a host or a presenter), the files of the meeting's chat that can go on
 * the stage (converted documents, mp4/webm), newest first, and the chat an upload from the popup goes
 * to. The room service checks the participant is the caller's; the chat service checks membership.
 */
export const shareableFilesResolvers = {
  Query: {
    shareableFiles: async (_: unknown, args: { participantId: string }, ctx: GatewayContext) => {
      const actor = await requireActor(ctx);
      const participantId = String(args.participantId ?? '').trim();
      const { state } = await ctx.call(roomEndpoints.state, { caller: { actor }, participantId });
      const me = state.participants.find((p) => p.participantId === participantId);
      if (!me) throw new AppError(ErrorCode.Forbidden, roomMessages.notInRoom);
      if (!holdsHostPower(me) && me.userMode !== 'presenter')
        throw new AppError(ErrorCode.Forbidden, roomMessages.noContentRight);
      const { meeting } = await ctx.call(meetingEndpoints.access, { actor, meeting: { alias: state.alias } });
      const target = meeting ? chatOfMeeting(meeting, actor.userId) : null;
      if (!target) return { target: null, attachments: [] };
      const { attachments } = await ctx.call(attachmentEndpoints.list, {
        actor,
        with: target,
        offset: 0,
        limit: SHAREABLE_FILES_MAX,
      });
      return {
        target: 'groupId' in target ? { groupId: String(target.groupId) } : { userId: String(target.userId) },
        attachments: attachments
          .filter((a) => a.totalPages !== null || isSharedVideoMime(a.mimeType))
          .map(attachmentViewOf),
      };
    },
  },
};
