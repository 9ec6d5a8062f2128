/** Interactive lessons' constants (spec 2 §2.6, §4, §5, §9) and the product's choices where it is silent. */

/** Lesson titles are cut after 12 characters, '..' appended (spec 2 §2.6, §9). */
export const LESSON_TITLE_MAX_CHARS = 12;
export const LESSON_TITLE_ELLIPSIS = '..';
/** Question sets of one lesson lie at least this far apart (spec 2 §4, §5, §9). */
export const QUESTION_SET_MIN_GAP_SECONDS = 15;
/** The editor's buffering spinner appears after this long a wait (spec 2 §2.6). */
export const LESSON_BUFFERING_SPINNER_DELAY_MS = 500;

/** Product choices (the spec does not say). */
/** Class View page size: cards per page. */
export const LESSONS_PAGE_SIZE = 12;
/** Largest page a caller may ask for. */
export const LESSONS_PAGE_MAX = 100;
/** The learner's player pauses within this long of a marker's time. */
export const LESSON_MARKER_PAUSE_WITHIN_MS = 250;
/**
 * How far past an unanswered required set a learner's saved position or answer may lie and still be
 * taken (the player stops within LESSON_MARKER_PAUSE_WITHIN_MS; this leaves room for reporting).
 */
export const REQUIRED_SET_SLACK_SECONDS = 1;
/** How near the end (by the service's reading of the video) a position counts as the end reached. */
export const LESSON_END_SLACK_SECONDS = 2;
export const QUESTION_OPTIONS_MIN = 2;
export const QUESTION_OPTIONS_MAX = 10;
export const QUESTION_TEXT_MAX_LENGTH = 1_000;
export const QUESTION_OPTION_MAX_LENGTH = 255;
export const QUESTIONS_PER_LESSON_MAX = 500;
export const QUESTIONS_PER_SET_MAX = 50;
export const SETS_PER_LESSON_MAX = 200;
/** A survey answer (free text). */
export const SURVEY_ANSWER_MAX_LENGTH = 2_000;
/** The videos a class's chat shares that become lessons (spec 2 §5: mp4 and webm). */
export const LESSON_VIDEO_MIME_TYPES = ['video/mp4', 'video/webm'] as const;
export const LESSON_VIDEO_EXTENSIONS = ['mp4', 'webm'] as const;
/** Folder under DATA_DIR where the lesson service keeps thumbnails (`<lessonId>.jpg`). */
export const LESSON_THUMBNAILS_DIR = 'lesson-thumbnails';
/** Thumbnail width in pixels (height follows the video's aspect). */
export const LESSON_THUMBNAIL_WIDTH = 320;

/** A lesson's title on its card: cut after 12 characters with '..' appended (spec 2 §2.6). */
export const shortLessonTitle = (title: string): string =>
  [...title].length > LESSON_TITLE_MAX_CHARS
    ? `${[...title].slice(0, LESSON_TITLE_MAX_CHARS).join('')}${LESSON_TITLE_ELLIPSIS}`
    : title;

/** Whether a shared file (by MIME type or name) is a lesson video. */
export const isLessonVideo = (mimeType: string, fileName: string): boolean => {
  if ((LESSON_VIDEO_MIME_TYPES as readonly string[]).includes(mimeType.toLowerCase())) return true;
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  return (LESSON_VIDEO_EXTENSIONS as readonly string[]).includes(ext);
};

/** A duration as the cards show it: m:ss, or h:mm:ss from an hour. */
export const lessonDurationText = (seconds: number): string => {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};
