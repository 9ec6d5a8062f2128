import type { MeetingEntry } from '../graphql/types';

/** The meeting the room and entry tests enter: a two-hour conference, link ab12cd34. */
export const weeklyReview: MeetingEntry = {
  alias: 'ab12cd34',
  meetingNumber: '12345678901',
  title: 'Weekly review',
  seatType: 'conference',
  organizerUserId: '1',
  organizerName: 'Ada Host',
  startAt: '2026-03-10T18:00:00.000Z',
  endAt: '2026-03-10T20:00:00.000Z',
  canHost: false,
};
