import { lessonScreenTexts } from '@canstring/contracts';
import type { Answer, Question } from '../graphql/types';

const texts = lessonScreenTexts.results;

/** What a learner answered, in words: the options chosen (by their text) or what they wrote. */
export const answerText = (question: Question | undefined, answer: Answer): string => {
  if (answer.text) return answer.text;
  if (answer.chosenOptions.length === 0) return texts.noAnswer;
  return answer.chosenOptions.map((index) => question?.options[index] ?? `#${index + 1}`).join(', ');
};

/** Whether it was right, for an assessment; nothing for the other types. */
export const verdictText = (answer: Answer): string | null => {
  if (answer.correct === null) return null;
  return answer.correct ? texts.right : texts.wrong;
};
