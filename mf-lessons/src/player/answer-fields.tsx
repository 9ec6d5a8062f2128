import { lessonPlayerTexts as texts } from '@canstring/contracts';
import { Checkbox, Field, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import type { AnswerDraft, ShownQuestion, ShownSet } from './player-model';

/** What the learner has chosen or written so far, per question id. */
export type Drafts = ReadonlyMap<string, { chosen: number[]; text: string }>;

const empty = { chosen: [] as number[], text: '' };

/** Whether each question of the set has an answer (notes need none). */
export const everyQuestionAnswered = (set: ShownSet, drafts: Drafts): boolean =>
  set.questions.every((question) => {
    const draft = drafts.get(question.id) ?? empty;
    if (question.type === 'survey') return draft.text.trim().length > 0;
    if (question.type === 'notes') return true;
    return draft.chosen.length > 0;
  });

/** The answers as the server takes them. */
export const draftsOf = (set: ShownSet, drafts: Drafts): AnswerDraft[] =>
  set.questions
    .filter((question) => question.type !== 'notes')
    .map((question) => {
      const draft = drafts.get(question.id) ?? empty;
      return question.type === 'survey'
        ? { questionId: question.id, text: draft.text.trim() }
        : { questionId: question.id, chosenOptions: [...draft.chosen].sort((a, b) => a - b) };
    });

const QuestionField = ({
  question,
  draft,
  onChange,
  disabled,
}: {
  question: ShownQuestion;
  draft: { chosen: number[]; text: string };
  onChange(next: { chosen: number[]; text: string }): void;
  disabled: boolean;
}) => {
  switch (question.type) {
    case 'notes':
      return (
        <Text whiteSpace="pre-wrap" data-testid="note-text">
          {question.text}
        </Text>
      );
    case 'survey':
      return (
        <Field.Root data-testid="survey-question">
          <Field.Label>{question.text}</Field.Label>
          <Textarea
            value={draft.text}
            disabled={disabled}
            placeholder={texts.yourAnswer}
            onChange={(event) => onChange({ ...draft, text: event.target.value })}
            data-testid="survey-answer"
          />
        </Field.Root>
      );
    case 'poll':
      return (
        <Stack gap="2" data-testid="poll-question">
          <Text fontWeight="medium">{question.text}</Text>
          <RadioGroup.Root
            size="sm"
            disabled={disabled}
            value={draft.chosen.length ? String(draft.chosen[0]) : null}
            onValueChange={(details) =>
              details.value !== null && onChange({ ...draft, chosen: [Number(details.value)] })
            }
          >
            <Stack gap="1">
              {question.options.map((option, index) => (
                <RadioGroup.Item key={option} value={String(index)} data-testid="poll-option">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{option}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        </Stack>
      );
    default:
      return (
        <Stack gap="2" data-testid="assessment-question">
          <Text fontWeight="medium">{question.text}</Text>
          <Stack gap="1">
            {question.options.map((option, index) => (
              <Checkbox.Root
                key={option}
                size="sm"
                disabled={disabled}
                checked={draft.chosen.includes(index)}
                onCheckedChange={(details) =>
                  onChange({
                    ...draft,
                    chosen:
                      details.checked === true
                        ? [...draft.chosen, index]
                        : draft.chosen.filter((chosen) => chosen !== index),
                  })
                }
                data-testid="answer-option"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{option}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </Stack>
      );
  }
};

/** The set's questions to answer: options to tick (assessment), one to choose (poll), words (survey), a note to read. */
export const AnswerFields = ({
  set,
  drafts,
  onChange,
  disabled,
}: {
  set: ShownSet;
  drafts: Drafts;
  onChange(next: Drafts): void;
  disabled: boolean;
}) => (
  <Stack gap="4">
    {set.questions.map((question) => (
      <QuestionField
        key={question.id}
        question={question}
        draft={drafts.get(question.id) ?? empty}
        disabled={disabled}
        onChange={(draft) => onChange(new Map(drafts).set(question.id, draft))}
      />
    ))}
  </Stack>
);
