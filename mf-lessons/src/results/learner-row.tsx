import { lessonDurationText, lessonScreenTexts } from '@canstring/contracts';
import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment, useState } from 'react';
import { personName } from '../common/person-name';
import type { LearnerResult, Question, QuestionSet } from '../graphql/types';
import { answerText, verdictText } from './answer-text';

const texts = lessonScreenTexts.results;
export const LEARNER_COLUMNS = 5;

export interface LearnerRowProps {
  result: LearnerResult;
  duration: number;
  questions: readonly Question[];
  sets: readonly QuestionSet[];
}

/** One learner: how far they watched, whether they finished, their score, and (opened) their answers. */
export const LearnerRow = ({ result, duration, questions, sets }: LearnerRowProps) => {
  const [open, setOpen] = useState(false);
  const timeOf = (setId: string) => sets.find((set) => set.id === setId)?.time ?? 0;
  const answered = [...result.answers].sort((a, b) => timeOf(a.setId) - timeOf(b.setId));
  return (
    <Fragment>
      <Table.Row data-testid="learner-row" data-user-id={result.learner.userId}>
        <Table.Cell data-testid="learner-name">{personName(result.learner)}</Table.Cell>
        <Table.Cell data-testid="learner-furthest">
          {lessonDurationText(result.progress.furthest)} / {lessonDurationText(duration)}
        </Table.Cell>
        <Table.Cell data-testid="learner-completed">
          {result.progress.completed ? texts.yes : texts.no}
        </Table.Cell>
        <Table.Cell data-testid="learner-score">{texts.scoreOf(result.score, result.maxScore)}</Table.Cell>
        <Table.Cell>
          <Button
            size="xs"
            variant="outline"
            disabled={answered.length === 0}
            aria-expanded={open}
            data-testid="learner-toggle-answers"
            onClick={() => setOpen((value) => !value)}
          >
            {open ? texts.hideAnswers : texts.showAnswers}
          </Button>
        </Table.Cell>
      </Table.Row>
      {open && (
        <Table.Row>
          <Table.Cell colSpan={LEARNER_COLUMNS} background="bg.muted">
            <Stack gap="3">
              {answered.map((set) => (
                <Stack key={set.setId} gap="1">
                  <Text fontWeight="medium" fontSize="sm">
                    {texts.setAt(lessonDurationText(timeOf(set.setId)))}
                    {set.maxScore > 0 && ` · ${texts.scoreOf(set.score, set.maxScore)}`}
                  </Text>
                  {set.answers.map((answer) => {
                    const question = questions.find((item) => item.id === answer.questionId);
                    const verdict = verdictText(answer);
                    return (
                      <HStack key={answer.questionId} gap="2" data-testid="learner-answer" fontSize="sm">
                        <Text color="fg.muted">{question?.text}</Text>
                        <Text>{answerText(question, answer)}</Text>
                        {verdict && (
                          <Badge size="sm" colorPalette={answer.correct ? 'green' : 'red'}>
                            {verdict}
                          </Badge>
                        )}
                      </HStack>
                    );
                  })}
                </Stack>
              ))}
            </Stack>
          </Table.Cell>
        </Table.Row>
      )}
    </Fragment>
  );
};
