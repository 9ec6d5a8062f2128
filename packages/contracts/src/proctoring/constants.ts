import { ROOM_CHAT_MAX_LENGTH } from '../room/constants';

/** Proctored exams: timings and limits (spec 3 §4, §9), and what the spec leaves open, decided here. */

/** The candidate and examiner routes (spec 3 §2); both need a signed-in member. */
export const PROCTORING_CANDIDATE_ROUTE = '/proctoring/candidate';
export const PROCTORING_EXAMINER_ROUTE = '/proctoring/examinor';
/** The query parameter naming the exam on both routes. */
export const PROCTORING_EXAM_PARAM = 'exam';
export const candidateLinkPath = (examId: number): string =>
  `${PROCTORING_CANDIDATE_ROUTE}?${PROCTORING_EXAM_PARAM}=${examId}`;
export const examinerLinkPath = (examId: number): string =>
  `${PROCTORING_EXAMINER_ROUTE}?${PROCTORING_EXAM_PARAM}=${examId}`;

/**
 * An exam runs in a live room of the room service, entered like a meeting by an alias: `exam-<id>`.
 * Meeting aliases never hold '-', so the room service tells an exam's alias apart by its prefix and
 * asks the proctoring service (not the meeting service) who may enter.
 */
export const EXAM_ALIAS_PREFIX = 'exam-';
export const examAliasOf = (examId: number): string => `${EXAM_ALIAS_PREFIX}${examId}`;
/** The exam of an alias; null when the alias is not an exam's. */
export const examIdOfAlias = (alias: string): number | null => {
  const match = /^exam-([1-9]\d{0,15})$/.exec(alias);
  return match ? Number(match[1]) : null;
};
/** An exam's room number: this many digits (a meeting's has 11), so the two never meet. */
export const EXAM_ROOM_NUMBER_LENGTH = 14;
/**
 * Publishers an exam's SFU room admits: every candidate's camera and screen, the examiner, and some
 * room for reloads (a meeting's room admits 16).
 */
export const EXAM_ROOM_PUBLISHERS = 128;

/** The exam timer ticks every second; candidates send their time every tick (spec 3 §4, §9). */
export const EXAM_TIMER_TICK_MS = 1_000;
/** Online exam: the screen publishes first, the camera this long after (spec 3 §4, §9 publish delay). */
export const EXAM_CAMERA_PUBLISH_DELAY_MS = 1_000;
/** The Candidates heading shows a fixed count of 1 (spec 3 §2, §9). */
export const EXAM_CANDIDATE_COUNT_LABEL = 1;

/** A candidate's time (updateCandidateTime) may differ from the server's by this much; more is refused as forged. */
export const EXAM_TIME_TOLERANCE_SECONDS = 5;
/**
 * A candidate who started the test and left the room (closed the page, or went silent past the room's
 * heartbeat grace) is disqualified unless back within this long (a reload comes back well within it).
 */
export const EXAM_RETURN_GRACE_MS = 10_000;
/**
 * A candidate is in an exam from one window at a time: another window is refused while the one in the
 * room still sends its heartbeat (every 5 s); one silent this long (a crashed browser) gives way.
 */
export const EXAM_OTHER_WINDOW_SILENT_MS = 8_000;
/**
 * A flag may name when it happened (an offline flag is sent when the candidate is back online): at
 * most this long ago, never in the future; otherwise it is refused as forged.
 */
export const EXAM_FLAG_BACKDATE_MAX_MS = 5 * 60_000;

/** Title and duration of a new exam. */
export const EXAM_TITLE_MAX_LENGTH = 200;
export const EXAM_DURATION_MIN_MINUTES = 1;
export const EXAM_DURATION_MAX_MINUTES = 600;
export const EXAM_DEFAULT_DURATION_MINUTES = 60;
/** An exam may be scheduled at most this far ahead, and its start given at most this far in the past. */
export const EXAM_SCHEDULE_AHEAD_MAX_DAYS = 366;
export const EXAM_START_PAST_GRACE_MS = 60 * 60_000;
/** An examiner message (chatexam) is at most this long; empty or blank ones are ignored (spec 3 §5). */
export const EXAM_MESSAGE_MAX_LENGTH = ROOM_CHAT_MAX_LENGTH;
/** Exams listed at once. */
export const EXAM_LIST_MAX = 100;
/** Flags kept per candidate in one exam; more are refused (a page reporting in a loop). */
export const EXAM_FLAGS_PER_CANDIDATE_MAX = 500;

/** Still frames: one camera and one screen picture per flag, JPEG or WebP, each at most this large. */
export const EXAM_STILL_KINDS = ['camera', 'screen'] as const;
export type ExamStillKind = (typeof EXAM_STILL_KINDS)[number];
export const EXAM_STILL_CONTENT_TYPES = ['image/jpeg', 'image/webp'] as const;
export type ExamStillContentType = (typeof EXAM_STILL_CONTENT_TYPES)[number];
export const EXAM_STILL_MAX_BYTES = 1_500_000;
/** The longer side of a still as the page draws it (a screen at 1.1x is scaled down to this). */
export const EXAM_STILL_MAX_SIDE = 1_280;
export const EXAM_STILL_QUALITY = 0.7;

/** The examiner's grid of cameras: each at low resolution (Janus substream / page request). */
export const EXAM_GRID_CAMERA_WIDTH = 160;
export const EXAM_GRID_CAMERA_HEIGHT = 120;
/** A camera whose picture stays this dark (mean luma 0-255) this long is flagged black. */
export const EXAM_BLACK_CAMERA_LUMA = 12;
export const EXAM_BLACK_CAMERA_MS = 3_000;
/** How often the page samples the camera for a black picture. */
export const EXAM_BLACK_CAMERA_SAMPLE_MS = 1_000;
