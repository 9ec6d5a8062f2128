import { PLAY_TICKET_LIFETIME_MS, sharedFileMessages } from '@canstring/contracts';
import { issuePlayTicket, readPlayTicket, verifyPlayTicket } from './play-ticket';

describe('play tickets', () => {
  const subject = 'shared-video:12345678901:participant:clip.mp4';

  it('names its subject until it expires, an hour after it was issued', () => {
    const now = Date.now();
    const ticket = issuePlayTicket(subject, undefined, now);
    expect(readPlayTicket(ticket, now + 1)).toBe(subject);
    expect(() => verifyPlayTicket(ticket, subject, now + PLAY_TICKET_LIFETIME_MS - 1)).not.toThrow();
    expect(() => verifyPlayTicket(ticket, subject, now + PLAY_TICKET_LIFETIME_MS)).toThrow(
      sharedFileMessages.badTicket,
    );
  });

  it('refuses a ticket for something else, altered, or not a ticket at all', () => {
    const ticket = issuePlayTicket(subject);
    expect(() => verifyPlayTicket(ticket, 'recording:7:3')).toThrow(sharedFileMessages.badTicket);
    const [body, mac] = ticket.split('.');
    const forgedBody = Buffer.from(
      JSON.stringify({ sub: 'recording:7:3', exp: Date.now() + 60_000 }),
    ).toString('base64url');
    for (const bad of [`${forgedBody}.${mac}`, `${body}.${mac}x`, `${body}`, '', undefined, `${ticket}.more`])
      expect(() => readPlayTicket(bad)).toThrow(sharedFileMessages.badTicket);
  });
});
