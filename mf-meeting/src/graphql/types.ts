import type { RecordingStatus, SeatType } from '@canstring/contracts';

/** Shapes of the gateway's meeting schema (services/gateway/src/modules/meeting/meeting.schema.ts). */

export interface MeetingTargetInput {
  userId?: string;
  groupId?: string;
}

export interface Meeting {
  id: string;
  alias: string;
  meetingNumber: string;
  title: string;
  organizerUserId: string;
  organizerFirstName: string;
  organizerLastName: string | null;
  seatType: SeatType;
  isRecurring: boolean;
  zone: string;
  startAt: string;
  endAt: string;
}

export interface MeetingListItem {
  meeting: Meeting;
  startDisplay: string;
  endDisplay: string;
  meetingTypeLabel: string;
  ended: boolean;
  canJoin: boolean;
  canStart: boolean;
  canCopyLink: boolean;
  canDelete: boolean;
}

export interface ScheduleMeetingInput {
  title: string;
  meetingNumber?: string;
  seatType: SeatType;
  isRecurring: boolean;
  startAt?: string;
  endAt?: string;
  zone: string;
  target: MeetingTargetInput;
}

export interface MeetingEntry {
  alias: string;
  meetingNumber: string;
  title: string;
  seatType: SeatType;
  organizerUserId: string;
  organizerName: string;
  startAt: string;
  endAt: string;
  canHost: boolean;
}

export interface GuestPass {
  token: string;
  expiresAt: string;
  guestId: string;
  name: string;
  entry: MeetingEntry;
}

export interface Recording {
  id: string;
  uniqueName: string;
  roomId: string;
  fileName: string;
  recordDesc: string | null;
  title: string | null;
  createdAt: string;
  downloadPath: string;
  status: RecordingStatus;
  /** Why its composition failed; null unless failed. */
  failureReason: string | null;
  /** The composed video's length; null until ready. */
  durationSeconds: number | null;
  /** Whether the browser rendition can be played in the page. */
  playable: boolean;
  /** The browser rendition's file-server path with a play ticket (an hour long); null unless ready. */
  playUrl: string | null;
}
