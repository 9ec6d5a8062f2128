import {
  AppError,
  ErrorCode,
  lessonEndpoints,
  lessonMediaEndpoints,
  lessonTicketSubject,
  PLAY_TICKET_LIFETIME_MS,
  sharedFileMessages,
} from '@canstring/contracts';
import { call, handler, type NatsConnection } from '@canstring/service-kit';
import { issuePlayTicket, readPlayTicket } from '../http/play-ticket';

const lessonSubject = /^lessons:([1-9]\d{0,15}):([1-9]\d{0,15})$/;

/**
 * `media.lesson.playTicket`: to a member of the class (the lesson service says), a ticket naming the
 * class and the person, good for an hour, that opens the class's lesson videos and thumbnails on the
 * file server (a `<video>` or `<img>` sends no header).
 */
export const lessonPlayTicketHandler = (nc: NatsConnection) =>
  handler(lessonMediaEndpoints.playTicket, async ({ actor, classId }, { requestId }) => {
    await call(nc, lessonEndpoints.classAccess, { actor, classId }, { requestId });
    const now = Date.now();
    return {
      ticket: issuePlayTicket(lessonTicketSubject(classId, actor.userId), PLAY_TICKET_LIFETIME_MS, now),
      expiresAt: new Date(now + PLAY_TICKET_LIFETIME_MS).toISOString(),
    };
  });

/** The class a genuine, unexpired lesson ticket opens; FORBIDDEN for any other ticket. */
export const classOfLessonTicket = (ticket: string | undefined, now = Date.now()): number => {
  const subject = readPlayTicket(ticket, now);
  // Another kind of ticket (a recording's, a room's) opens nothing here.
  const classId = lessonSubject.exec(subject)?.[1];
  if (!classId) throw new AppError(ErrorCode.Forbidden, sharedFileMessages.badTicket);
  return Number(classId);
};
