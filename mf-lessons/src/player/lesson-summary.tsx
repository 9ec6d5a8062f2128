import { lessonDurationText, questionTypeTabNames, lessonPlayerTexts as texts } from '@canstring/contracts';
import { Badge, Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { ShownSet, ShownSetAnswers } from './player-model';

export interface LessonSummaryProps {
  sets: readonly ShownSet[];
  answers: ReadonlyMap<string, ShownSetAnswers>;
  score: number;
  maxScore: number;
  onWatchAgain(): void;
  onClose(): void;
}

/** What a set's answers come to, in a word: a score for assessments, "answered" for the others. */
const outcomeOf = (set: ShownSet, result: ShownSetAnswers | undefined): string => {
  if (!result) return texts.notAnswered;
  if (set.type === 'assessment') return texts.setScore(result.score, result.maxScore);
  const answer = result.answers[0];
  if (set.type === 'survey') return answer?.text ?? '';
  if (set.type === 'poll')
    return set.questions
      .map((question) => {
        const chosen = result.answers.find((item) => item.questionId === question.id)?.chosenOptions[0];
        return chosen === undefined ? '' : (question.options[chosen] ?? '');
      })
      .join(', ');
  return texts.dismissNote;
};

/** The end of the lesson (issue: a summary): each set with the learner's answer and their score over the lesson. */
export const LessonSummary = ({
  sets,
  answers,
  score,
  maxScore,
  onWatchAgain,
  onClose,
}: LessonSummaryProps) => (
  <Box
    as="section"
    data-testid="lesson-summary"
    borderWidth="1px"
    borderRadius="md"
    padding="4"
    bg="bg.panel"
  >
    <Stack gap="3">
      <Heading as="h3" size="sm">
        {texts.summaryTitle}
      </Heading>
      {maxScore > 0 && (
        <Text fontWeight="semibold" data-testid="summary-score" data-score={score} data-max={maxScore}>
          {texts.totalScore(score, maxScore)}
        </Text>
      )}
      {sets.length === 0 ? (
        <Text color="fg.muted">{texts.noSets}</Text>
      ) : (
        <Table.Root size="sm">
          <Table.Body>
            {sets.map((set) => {
              const result = answers.get(set.id);
              return (
                <Table.Row
                  key={set.id}
                  data-testid="summary-row"
                  data-set-id={set.id}
                  data-answered={String(!!result)}
                >
                  <Table.Cell>{lessonDurationText(set.time)}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="2">
                      <Text>{questionTypeTabNames[set.type]}</Text>
                      {set.required && <Badge colorPalette="orange">{texts.required}</Badge>}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>{set.questions.map((question) => question.text).join(' · ')}</Table.Cell>
                  <Table.Cell data-testid="summary-outcome">{outcomeOf(set, result)}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}
      <HStack justify="flex-end" gap="2">
        <Button size="sm" variant="outline" onClick={onWatchAgain} data-testid="summary-watch-again">
          {texts.watchAgain}
        </Button>
        <Button size="sm" onClick={onClose} data-testid="summary-close">
          {texts.closeSummary}
        </Button>
      </HStack>
    </Stack>
  </Box>
);
