import type { RoomEvent, RoomEventMethod } from '@canstring/contracts';
import type { RoomTx } from '../db/room-store';
import type { ParticipantModel, RoomModel } from './model';
import type { RoomTurns } from './room-turns';

/** What a rule announces; the version, flags and participant lists are filled in from what it changed. */
export interface RoomEventDraft {
  method: RoomEventMethod;
  /** Made into JSON text; defaults to {}. */
  payload?: unknown;
  fromParticipantId?: string | null;
  audience?: string[] | null;
  /** onInitialData: the state as this participant sees it. */
  stateFor?: ParticipantModel;
}

export interface RoomChangeScope {
  tx: RoomTx;
  /** The room under its row lock; the rule changes it in place. */
  model: RoomModel;
  now: Date;
}

/**
 * A rule: changes the room (or throws an AppError and nothing is kept), says what to announce, and
 * may compose an answer from the room once saved (with its new version).
 */
export type RoomRule<T = undefined> = (scope: RoomChangeScope) => Promise<{
  event: RoomEventDraft | null;
  answer?: (scope: RoomChangeScope) => Promise<T>;
}>;

export interface RoomChangeResult<T> {
  event: RoomEvent | null;
  version: number;
  answer: T | undefined;
  /** The recording this change stopped (to stop capturing and compose it once committed). */
  stoppedRecording: string | null;
}

/** The rules of one turn, as changeRoom queues them. */
export type RoomTurnsOfRules = RoomTurns<RoomRule<unknown>, RoomChangeResult<unknown>>;
