import type { ExamRole, ExamRoomSnapshot, MeetingEntry, RoomCaller } from '@canstring/contracts';

/** What entering an exam's room adds to an admission: the caller's part and the exam as it stands. */
export interface ExamAdmission {
  role: ExamRole;
  snapshot: ExamRoomSnapshot;
}

export interface JoinRequest {
  caller: RoomCaller;
  alias: string;
  currentDate: string;
  zone: string;
  asHost: boolean;
}

/** Who is entering and which meeting, as the meeting and user services answered. */
export interface Admission {
  entry: MeetingEntry;
  /** On the host page: the organizer or a holder of a host grant. */
  asHost: boolean;
  userName: string;
  phone: string | null;
  /** An exam's room only: the caller's part in the exam and the exam as it stands. */
  exam?: ExamAdmission;
}
