import { EXAM_OTHER_WINDOW_SILENT_MS, type ExamRoomSnapshot, proctoringMessages } from '@canstring/contracts';
import type { ExamAdmission } from '../entry/admission-types';
import type { ParticipantModel, RoomModel } from '../room/model';
import { removeParticipants } from '../rules/end-meeting';
import { conflict } from '../rules/signals/signal-scope';

/**
 * The exam as the proctoring service answered, with who is away as the room knows it (the
 * proctoring service does not follow presence).
 */
const merged = (kept: ExamRoomSnapshot | null, fresh: ExamRoomSnapshot): ExamRoomSnapshot => ({
  ...fresh,
  candidates: fresh.candidates.map((c) => {
    const before =
      kept?.examId === fresh.examId ? kept.candidates.find((k) => k.userId === c.userId) : undefined;
    return before ? { ...c, leftAt: before.leftAt, leftHow: before.leftHow } : c;
  }),
});

/** The grants a candidate enters with: presenting camera (with mic) and screen, nothing else. */
export const candidateGrants = {
  userMode: 'presenter',
  public: true,
  isHost: false,
  wbAllowed: false,
  screenAllowed: true,
  micAllowed: true,
  camAllowed: true,
  webinar: false,
} as const satisfies Partial<ParticipantModel>;

/**
 * Someone enters an exam's room: the exam's state is brought up to date; the room counts as started
 * (there is no meeting start to wait for); a candidate already in from another tab or window is
 * refused while that window is alive (a reload, from the same window, replaces the old entry; a window
 * silent for EXAM_OTHER_WINDOW_SILENT_MS, a crashed browser, gives way), and one coming back is no
 * longer away.
 */
export const enterExam = (
  model: RoomModel,
  exam: ExamAdmission,
  who: { owner: string; windowId: string; userId: number | null },
  now: Date,
): void => {
  if (exam.role === 'candidate') {
    const elsewhere = model.participants.filter((p) => p.owner === who.owner && p.windowId !== who.windowId);
    const alive = (p: ParticipantModel) =>
      now.getTime() - new Date(p.lastSeenAt).getTime() < EXAM_OTHER_WINDOW_SILENT_MS;
    if (elsewhere.some(alive)) throw conflict(proctoringMessages.otherTab);
    removeParticipants(
      model,
      elsewhere.map((p) => p.participantId),
    );
  }
  const snapshot = merged(model.features.exam, exam.snapshot);
  const me = snapshot.candidates.find((c) => c.userId === who.userId);
  if (me) {
    me.leftAt = null;
    me.leftHow = null;
  }
  model.features.exam = snapshot;
  model.flags.started = true;
};
