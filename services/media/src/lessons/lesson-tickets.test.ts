import { lessonTicketSubject, PLAY_TICKET_LIFETIME_MS, sharedFileMessages } from '@canstring/contracts';
import { issuePlayTicket } from '../http/play-ticket';
import { classOfLessonTicket } from './lesson-tickets';

/** The class a lesson ticket opens (the routes and the issuing are tested end to end in the gateway's lessons test). */
describe('lesson play tickets', () => {
  it('open the class they name, for an hour', () => {
    const now = Date.now();
    const ticket = issuePlayTicket(lessonTicketSubject(42, 7), undefined, now);
    expect(classOfLessonTicket(ticket, now + 1)).toBe(42);
    expect(() => classOfLessonTicket(ticket, now + PLAY_TICKET_LIFETIME_MS)).toThrow(
      sharedFileMessages.badTicket,
    );
  });

  it('refuse another kind of ticket, a malformed subject, or none', () => {
    for (const subject of [
      'recording:rec-1',
      'shared-video:123:p:clip.mp4',
      'lessons:0:7',
      'lessons:42',
      'lessons:4x:7',
    ])
      expect(() => classOfLessonTicket(issuePlayTicket(subject))).toThrow(sharedFileMessages.badTicket);
    expect(() => classOfLessonTicket(undefined)).toThrow(sharedFileMessages.badTicket);
  });
});
