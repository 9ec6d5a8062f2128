import {
  EXAM_DEFAULT_DURATION_MINUTES,
  EXAM_SCHEDULE_AHEAD_MAX_DAYS,
  EXAM_START_PAST_GRACE_MS,
  newExamSchema,
  proctoringMessages,
  proctoringScreenTexts,
} from '@canstring/contracts';
import type { NewExamInput } from '../graphql/types';

/** The exam form as its inputs hold it: the start as a `datetime-local` value in the examiner's zone. */
export interface ExamFormValues {
  title: string;
  groupId: string;
  startAt: string;
  durationMinutes: string;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A moment as a `datetime-local` value ('YYYY-MM-DDTHH:mm') in this browser's zone. */
export const toLocalInput = (date: Date): string =>
  `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;

/** A fresh form: the first class, starting at the next whole five minutes, for the default duration. */
export const initialExamValues = (now: Date, firstGroupId = ''): ExamFormValues => {
  const start = new Date(now);
  start.setSeconds(0, 0);
  start.setMinutes(start.getMinutes() + 5 - (start.getMinutes() % 5));
  return {
    title: '',
    groupId: firstGroupId,
    startAt: toLocalInput(start),
    durationMinutes: String(EXAM_DEFAULT_DURATION_MINUTES),
  };
};

/** The moment a `datetime-local` value names in this browser's zone; null when it names none. */
const momentOf = (local: string): Date | null => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** What the gateway takes (createExam's input); null while a value cannot be read. */
export const examInputOf = (values: ExamFormValues): NewExamInput | null => {
  const start = momentOf(values.startAt);
  const duration = Number(values.durationMinutes);
  if (!start || !values.groupId || values.durationMinutes.trim() === '' || !Number.isFinite(duration))
    return null;
  return {
    groupId: values.groupId,
    title: values.title.trim(),
    startAt: start.toISOString(),
    durationMinutes: duration,
  };
};

/**
 * The form's own checks, with the service's words (the service checks again): the contracts' schema
 * of a new exam, and the start no earlier than the service's grace and no further ahead than it takes.
 */
export const validateExamForm = (
  values: ExamFormValues,
  now: Date,
): Partial<Record<keyof ExamFormValues, string>> => {
  const errors: Partial<Record<keyof ExamFormValues, string>> = {};
  if (!values.title?.trim()) errors.title = proctoringMessages.titleRequired;
  if (!values.groupId) errors.groupId = proctoringScreenTexts.exams.chooseClass;
  const start = momentOf(values.startAt ?? '');
  if (!start) errors.startAt = proctoringMessages.startRequired;
  else if (start.getTime() < now.getTime() - EXAM_START_PAST_GRACE_MS)
    errors.startAt = proctoringMessages.startTooEarly;
  else if (start.getTime() > now.getTime() + EXAM_SCHEDULE_AHEAD_MAX_DAYS * 86_400_000)
    errors.startAt = proctoringMessages.startTooLate;
  const duration = values.durationMinutes?.trim() ?? '';
  if (!/^\d+$/.test(duration)) errors.durationMinutes = proctoringMessages.durationOutOfRange;
  if (Object.keys(errors).length) return errors;
  const input = examInputOf(values);
  const checked = newExamSchema.safeParse({ ...input, groupId: Number(input?.groupId) });
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = String(issue.path[0] ?? 'title') as keyof ExamFormValues;
      errors[field] ??= issue.message;
    }
  }
  return errors;
};
