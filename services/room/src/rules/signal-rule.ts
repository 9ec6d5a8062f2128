import {
  type RoomSignal,
  type RoomSignalMethod,
  roomMessages,
  type SignalRight,
  signalRights,
} from '@canstring/contracts';
import type { ExamRecord } from '../exam/exam-calls';
import { examRoomRefusal } from '../exam/exam-room-gate';
import type { ParticipantModel } from '../room/model';
import { ownParticipant } from '../room/own-participant';
import type { RoomEventDraft, RoomRule } from '../room/room-rule';
import { hasHostPower, mayPresent, mayUseStage, mayUseWhiteboard } from './rights';
import type { ContentToShare } from './shared-content/content-to-share';
import { type SignalRule, signalRules } from './signals';
import { forbidden } from './signals/signal-scope';

const rightChecks: Record<
  SignalRight,
  { allowed: (p: ParticipantModel, now: Date) => boolean; refusal: string }
> = {
  participant: { allowed: () => true, refusal: roomMessages.notInRoom },
  host: { allowed: hasHostPower, refusal: roomMessages.hostOnly },
  presenter: { allowed: mayPresent, refusal: roomMessages.noContentRight },
  stage: { allowed: mayUseStage, refusal: roomMessages.noWhiteboardRight },
  whiteboard: { allowed: mayUseWhiteboard, refusal: roomMessages.noWhiteboardRight },
};

/**
 * One real-time method from a participant (spec 3 §4, §7; spec 2 §4): the sender must be the caller's
 * own participant and hold the method's right; then the method's rule (rules/signals) applies and the
 * room hears of it.
 */
export const signalRule =
  (
    signal: RoomSignal,
    participantId: string,
    owner: string,
    sharing: ContentToShare | null = null,
    exam: ExamRecord | null = null,
  ): RoomRule =>
  async ({ tx, model, now }) => {
    const me = ownParticipant(model, participantId, owner);
    const right = rightChecks[signalRights[signal.method]];
    if (!right.allowed(me, now)) throw forbidden(right.refusal);
    const refusal = examRoomRefusal(model, signal.method);
    if (refusal) throw forbidden(refusal);
    const isHost = (p: ParticipantModel) => hasHostPower(p, now);
    // The table pairs each method with its own rule; TypeScript cannot follow that pairing through a
    // lookup by a method only known at run time.
    const rule = signalRules[signal.method] as SignalRule<RoomSignalMethod>;
    return rule({
      tx,
      model,
      now,
      signal,
      me,
      sharing,
      exam,
      isHost,
      others: () => model.participants.filter((p) => !isHost(p)),
      announce: (extra: Partial<RoomEventDraft> = {}) => ({
        event: { method: signal.method, payload: signal.payload, fromParticipantId: participantId, ...extra },
      }),
    });
  };
