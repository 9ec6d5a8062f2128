import { type QuestionType, questionInputSchema } from '@canstring/contracts';
import type { QuestionInput } from '../graphql/types';

/** The new-question form's values: the text, the options written so far and the correct ones. */
export interface QuestionValues {
  text: string;
  options: string[];
  correct: number[];
}

/** Assessments and polls have options; surveys and notes only their text. */
export const hasOptions = (type: QuestionType) => type === 'assessment' || type === 'poll';

/** An empty question of a type: two empty options where options are asked for. */
export const emptyQuestion = (type: QuestionType): QuestionValues => ({
  text: '',
  options: hasOptions(type) ? ['', ''] : [],
  correct: [],
});

/** The question as the server takes it. */
export const questionInputOf = (type: QuestionType, values: QuestionValues): QuestionInput => {
  const text = values.text ?? '';
  if (type === 'assessment')
    return { type, text, options: values.options ?? [], correctOptions: values.correct ?? [] };
  if (type === 'poll') return { type, text, options: values.options ?? [] };
  return { type, text };
};

/**
 * The form's errors by field ('text', 'options', 'options[1]', 'correct'), read with the same schema
 * the server parses with, so the page and the server agree.
 */
export const questionErrors = (type: QuestionType, values: QuestionValues): Record<string, string> => {
  const parsed = questionInputSchema.safeParse(questionInputOf(type, values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [field, index] = issue.path;
    let name = 'text';
    if (field === 'options') name = typeof index === 'number' ? `options[${index}]` : 'options';
    else if (field === 'correctOptions') name = 'correct';
    errors[name] ??= issue.message;
  }
  return errors;
};
