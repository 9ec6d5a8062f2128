import type { ExamFlagKind } from '@canstring/contracts';

/** What the candidate's page saw, as the examFlag signal sends it. */
export interface DetectedFlag {
  kind: ExamFlagKind;
  detail?: string | null;
  /** When it happened, if earlier than now (ISO): an offline spell is told once back online. */
  happenedAt?: string | null;
}

/** Tells that something was seen. */
export type FlagSink = (flag: DetectedFlag) => void;

/** Starts watching for one kind of event; answers the function that stops it. */
export type FlagWatch = (report: FlagSink) => () => void;
