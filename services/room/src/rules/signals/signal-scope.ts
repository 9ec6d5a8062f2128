import {
  AppError,
  ErrorCode,
  type RoomFeature,
  type RoomFeatureSnapshot,
  type RoomSignal,
  type RoomSignalMethod,
  roomMessages,
} from '@canstring/contracts';
import type { ExamRecord } from '../../exam/exam-calls';
import type { ParticipantModel, RoomModel } from '../../room/model';
import type { RoomChangeScope, RoomEventDraft } from '../../room/room-rule';
import type { ContentToShare } from '../shared-content/content-to-share';

/** The signal of one method, with that method's payload. */
export type SignalOf<M extends RoomSignalMethod> = Extract<RoomSignal, { method: M }>;

/** What a signal rule works with: the locked room, the signal, and its sender (who holds the method's right). */
export interface SignalScope<M extends RoomSignalMethod> extends RoomChangeScope {
  signal: SignalOf<M>;
  me: ParticipantModel;
  /** Host power now (a host, or a temporary host in time). */
  isHost: (p: ParticipantModel) => boolean;
  /** Everyone in the room without host power. */
  others: () => ParticipantModel[];
  /** shareDoc only: the content it names, resolved before the room was taken (null: take it down). */
  sharing: ContentToShare | null;
  /** An exam's signals: what the proctoring service recorded first (exam/exam-calls.ts); else null. */
  exam: ExamRecord | null;
  /** Tells the room of the signal as sent by `me`; `extra` changes what is told (method, payload, audience). */
  announce: (extra?: Partial<RoomEventDraft>) => SignalOutcome;
}

export interface SignalOutcome {
  event: RoomEventDraft | null;
}

/** What one method does to the room (or an AppError, and nothing is kept), and what the room hears. */
export type SignalRule<M extends RoomSignalMethod> = (
  scope: SignalScope<M>,
) => SignalOutcome | Promise<SignalOutcome>;

/** One rule for each method. */
export type SignalRules = { [M in RoomSignalMethod]: SignalRule<M> };

/**
 * Keeps a feature's snapshot for late joiners (null: the feature holds nothing now). The room's
 * version moves on, and the event carries the snapshot to everyone.
 */
export const keep = <F extends RoomFeature>(
  model: RoomModel,
  feature: F,
  snapshot: RoomFeatureSnapshot<F> | null,
): void => {
  (model.features as Record<F, RoomFeatureSnapshot<F> | null>)[feature] = snapshot;
};

/** Relayed to the room as sent; nothing kept. */
export const relay = <M extends RoomSignalMethod>({ announce }: SignalScope<M>): SignalOutcome => announce();

export const forbidden = (message: string) => new AppError(ErrorCode.Forbidden, message);
export const conflict = (message: string) => new AppError(ErrorCode.Conflict, message);

/** The participant a signal names; NOT_FOUND when not in the room. */
export const target = (model: RoomModel, participantId: string): ParticipantModel => {
  const p = model.participants.find((x) => x.participantId === participantId);
  if (!p) throw new AppError(ErrorCode.NotFound, roomMessages.participantNotInRoom);
  return p;
};
