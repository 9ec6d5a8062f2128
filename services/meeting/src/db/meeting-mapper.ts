import type { Meeting, SeatType } from '@canstring/contracts';
import type { MeetingRow } from './schema';

/** A stored meeting in the contract's shape. */
export const toMeeting = (row: MeetingRow): Meeting => ({
  id: row.id,
  alias: row.alias,
  meetingNumber: row.meetingNumber,
  title: row.title,
  organizerUserId: row.organizerUserId,
  organizerFirstName: row.organizerFirstName,
  organizerLastName: row.organizerLastName,
  target:
    row.groupId !== null
      ? { kind: 'group', groupId: row.groupId }
      : { kind: 'user', userId: row.toUserId ?? 0 },
  seatType: row.seatType as SeatType,
  isRecurring: row.isRecurring,
  zone: row.zone,
  startAt: row.startAt.toISOString(),
  endAt: row.endAt.toISOString(),
  active: row.active,
  createdAt: row.createdAt.toISOString(),
});
