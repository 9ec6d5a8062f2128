import { lessonPlayerTexts as texts } from '@canstring/contracts';
import { LineIcon } from '@canstring/ui';
import { Badge, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { ShownAnswer, ShownPoll, ShownQuestion, ShownSet, ShownSetAnswers } from './player-model';

/** An option's box, ticked when the learner chose it. */
const BOX = 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z';
const TICK = 'M8 12l3 3 5-6';

/** The class's answers to a poll so far: each option's count, as a bar. */
export const PollCountsView = ({
  question,
  poll,
}: {
  question: ShownQuestion;
  poll: ShownPoll | undefined;
}) => {
  const total = poll?.total ?? 0;
  return (
    <Stack gap="1" data-testid="poll-counts" data-question-id={question.id} data-total={total}>
      <Text fontSize="xs" color="fg.muted">
        {texts.classVotes(total)}
      </Text>
      {question.options.map((option, index) => {
        const count = poll?.counts[index] ?? 0;
        return (
          <Stack key={option} gap="0.5" data-testid="poll-count" data-option={option} data-count={count}>
            <HStack justify="space-between" fontSize="sm">
              <Text>{option}</Text>
              <Text color="fg.muted">{texts.votes(count, total)}</Text>
            </HStack>
            <Progress.Root
              value={total ? Math.round((count / total) * 100) : 0}
              size="xs"
              aria-label={option}
            >
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Stack>
        );
      })}
    </Stack>
  );
};

const AssessmentFeedback = ({
  question,
  answer,
}: {
  question: ShownQuestion;
  answer: ShownAnswer | undefined;
}) => {
  const correct = answer?.correct === true;
  const rightOptions = (answer?.correctOptions ?? []).map((index) => question.options[index] ?? '');
  return (
    <Stack gap="1" data-testid="answer-feedback" data-correct={String(correct)}>
      <HStack justify="space-between" align="start">
        <Text fontWeight="medium">{question.text}</Text>
        <Badge colorPalette={correct ? 'green' : 'red'}>{correct ? texts.correct : texts.wrong}</Badge>
      </HStack>
      <Stack gap="0.5" fontSize="sm">
        {question.options.map((option, index) => {
          const chosen = answer?.chosenOptions.includes(index) ?? false;
          const right = answer?.correctOptions.includes(index) ?? false;
          return (
            <Text
              key={option}
              data-testid="feedback-option"
              data-chosen={String(chosen)}
              data-right={String(right)}
              color={right ? 'green.600' : chosen ? 'red.600' : undefined}
              fontWeight={chosen ? 'semibold' : undefined}
            >
              <LineIcon
                boxSize="3.5"
                marginEnd="1.5"
                verticalAlign="-2px"
                paths={chosen ? [BOX, TICK] : [BOX]}
              />
              {option}
            </Text>
          );
        })}
      </Stack>
      {!correct && rightOptions.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {texts.rightAnswer(rightOptions)}
        </Text>
      )}
    </Stack>
  );
};

/** The feedback on an answered set: right or not per assessment question, the class's poll counts, the words given. */
export const AnswerFeedback = ({
  set,
  result,
  polls,
}: {
  set: ShownSet;
  result: ShownSetAnswers;
  polls: ReadonlyMap<string, ShownPoll>;
}) => {
  const answerOf = (questionId: string) => result.answers.find((answer) => answer.questionId === questionId);
  return (
    <Stack gap="4" data-testid="set-feedback">
      {set.questions.map((question) => {
        switch (question.type) {
          case 'assessment':
            return (
              <AssessmentFeedback key={question.id} question={question} answer={answerOf(question.id)} />
            );
          case 'poll':
            return (
              <Stack key={question.id} gap="2">
                <Text fontWeight="medium">{question.text}</Text>
                <PollCountsView question={question} poll={polls.get(question.id)} />
              </Stack>
            );
          case 'survey':
            return (
              <Stack key={question.id} gap="1" data-testid="survey-feedback">
                <Text fontWeight="medium">{question.text}</Text>
                <Text fontSize="sm" whiteSpace="pre-wrap">
                  {answerOf(question.id)?.text ?? ''}
                </Text>
              </Stack>
            );
          default:
            return (
              <Text key={question.id} whiteSpace="pre-wrap" data-testid="note-text">
                {question.text}
              </Text>
            );
        }
      })}
      {set.type === 'assessment' && (
        <Text
          fontWeight="semibold"
          data-testid="set-score"
          data-score={result.score}
          data-max={result.maxScore}
        >
          {texts.setScore(result.score, result.maxScore)}
        </Text>
      )}
    </Stack>
  );
};
