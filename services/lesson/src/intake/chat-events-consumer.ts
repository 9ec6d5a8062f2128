import {
  type AttachmentChangedEvent,
  attachmentChangedEventSchema,
  attachmentEvents,
  CHAT_EVENTS_STREAM,
  isLessonVideo,
} from '@canstring/contracts';
import {
  type DurableConsumer,
  ensureStreamConsumer,
  startDurableConsumer,
  type WorkItem,
} from '@canstring/service-kit';
import type { LessonServiceContext } from '../context';
import { deleteLessonOfAttachment, insertLesson } from '../db/lessons-repository';
import { prepareLesson, removeThumbnail } from './prepare-lesson';

/** The durable consumer every lesson service instance shares: each event is handled by one of them. */
export const LESSON_INTAKE_CONSUMER = 'lesson-intake';

/** How long a failed event waits before the stream offers it again. */
const REDELIVER_MS = 5_000;

export type ChatEventsConsumer = DurableConsumer;

/** An mp4/webm shared in a group chat is a lesson of that group (the class). */
const lessonOf = (event: AttachmentChangedEvent) => {
  const a = event.attachment;
  if (a.chatType !== 'group' || a.groupId === null) return undefined;
  if (!isLessonVideo(a.mimeType, a.originalName)) return undefined;
  return a;
};

/**
 * Turns the class chats' videos into lessons, reading `attachmentAdded` and `attachmentDeleted` from
 * the chat events stream through one durable consumer (so a video shared while no lesson service ran
 * is taken at the next start). The stream also carries chat messages, which are skipped; with one
 * event outstanding at a time across all instances, an attachment's deletion never overtakes its
 * addition. A new lesson is probed before its event is acknowledged: an instance that dies meanwhile
 * leaves it to another.
 */
export const startChatEventsConsumer = (ctx: LessonServiceContext): ChatEventsConsumer => {
  const { nc, log } = ctx;
  const ackWaitMs = ctx.config.LESSON_PROBE_TIMEOUT_MS * 2 + 10_000;

  const handle = async (item: WorkItem) => {
    if (item.subject !== attachmentEvents.added && item.subject !== attachmentEvents.deleted) {
      item.ack();
      return;
    }
    const parsed = attachmentChangedEventSchema.safeParse(item.job);
    if (!parsed.success) {
      log.warn('attachment event not understood; skipped');
      item.ack();
      return;
    }
    const video = lessonOf(parsed.data);
    if (!video?.groupId) {
      item.ack();
      return;
    }
    try {
      if (item.subject === attachmentEvents.deleted) {
        const gone = await deleteLessonOfAttachment(ctx.db, video.id);
        if (gone) removeThumbnail(ctx, gone);
      } else {
        const lesson = await insertLesson(ctx.db, {
          classId: video.groupId,
          source: 'chat',
          attachmentId: video.id,
          uploadName: video.uniqueName,
          title: video.fileName,
          sharedById: video.uploaderId,
          sharedByFirstName: video.uploaderFirstName,
          sharedByLastName: video.uploaderLastName,
          mimeType: video.mimeType,
          createdAt: new Date(video.createdAt),
        });
        await prepareLesson(ctx, lesson);
      }
      item.ack();
    } catch (error) {
      log.warn({ err: error, attachmentId: video.id }, 'attachment event not handled yet; will try again');
      item.retry(REDELIVER_MS);
    }
  };

  return startDurableConsumer(
    nc,
    {
      stream: CHAT_EVENTS_STREAM,
      consumer: LESSON_INTAKE_CONSUMER,
      ackWaitMs,
      ensure: () =>
        ensureStreamConsumer(nc, CHAT_EVENTS_STREAM, {
          name: LESSON_INTAKE_CONSUMER,
          ackWaitMs,
          max_ack_pending: 1,
        }),
    },
    handle,
    log,
  );
};
