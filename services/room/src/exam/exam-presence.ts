import {
  type DisqualificationReason,
  type ExamRoomSnapshot,
  proctoringEndpoints,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';
import type { RoomModel } from '../room/model';
import type { RoomRule } from '../room/room-rule';

/** A candidate sitting the test now: started, not ended, not disqualified, while the test runs. */
const sitting = (exam: ExamRoomSnapshot, c: ExamRoomSnapshot['candidates'][number]) =>
  exam.status === 'started' && c.startedAt !== null && c.endedAt === null && c.disqualified === null;

/**
 * Candidates sitting the test whose last entry just left the room are away from now: `how` is a
 * closed page (they left) or a lost connection (silent past the heartbeat grace). Call after the
 * leavers were taken out of `model.participants`.
 */
export const markAway = (
  model: RoomModel,
  leavers: { userId: number | null }[],
  how: DisqualificationReason,
  now: Date,
) => {
  const exam = model.features.exam;
  if (!exam) return;
  const gone = new Set(
    leavers
      .map((p) => p.userId)
      .filter((id): id is number => id !== null && !model.participants.some((p) => p.userId === id)),
  );
  if (!gone.size) return;
  model.features.exam = {
    ...exam,
    candidates: exam.candidates.map((c) =>
      gone.has(c.userId) && sitting(exam, c) && c.leftAt === null
        ? { ...c, leftAt: now.toISOString(), leftHow: how }
        : c,
    ),
  };
};

/**
 * The spec's disqualification (spec 3 §2 rules): a candidate away for `graceMs` while sitting the test
 * is disqualified, for the reason they left by. The proctoring service records it first (one at a
 * time; one it cannot reach now is tried again at the next round); the room then tells everyone.
 */
export const examAbsence =
  (ctx: RoomServiceContext, graceMs: number): RoomRule =>
  async ({ model, now }) => {
    const exam = model.features.exam;
    if (exam?.status !== 'started') return { event: null };
    const due = exam.candidates.filter(
      (c) => sitting(exam, c) && c.leftAt !== null && now.getTime() - new Date(c.leftAt).getTime() >= graceMs,
    );
    const done: { userId: number; reason: DisqualificationReason }[] = [];
    for (const c of due) {
      const reason = c.leftHow ?? 'connectionLost';
      try {
        await call(ctx.nc, proctoringEndpoints.candidateDisqualify, {
          examId: exam.examId,
          userId: c.userId,
          reason,
          at: now.toISOString(),
        });
        done.push({ userId: c.userId, reason });
      } catch (error) {
        ctx.log.warn(
          { err: error, examId: exam.examId },
          'a candidate away past the grace could not be disqualified yet',
        );
      }
    }
    if (!done.length) return { event: null };
    const reasons = new Map(done.map((d) => [d.userId, d.reason]));
    model.features.exam = {
      ...exam,
      candidates: exam.candidates.map((c) => {
        const reason = reasons.get(c.userId);
        return reason ? { ...c, disqualified: reason, endedAt: c.endedAt ?? now.toISOString() } : c;
      }),
    };
    return { event: { method: 'candidateDisqualified', payload: { candidates: done } } };
  };
