import { lessonScreenTexts } from '@canstring/contracts';
import { Box, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { PollCounts, Question } from '../graphql/types';

const texts = lessonScreenTexts.results;

/** Each poll of the lesson with how many of the class chose each option. */
export const PollResults = ({
  questions,
  polls,
}: {
  questions: readonly Question[];
  polls: readonly PollCounts[];
}) => {
  const pollQuestions = questions.filter((question) => question.type === 'poll');
  return (
    <Stack gap="3" data-testid="poll-results">
      <Text fontWeight="semibold">{texts.polls}</Text>
      {pollQuestions.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {texts.noPolls}
        </Text>
      )}
      {pollQuestions.map((question) => {
        const counts = polls.find((poll) => poll.questionId === question.id);
        const total = counts?.total ?? 0;
        return (
          <Box key={question.id} data-testid="poll-result" data-question-id={question.id}>
            <HStack justify="space-between">
              <Text fontWeight="medium">{question.text}</Text>
              <Text fontSize="sm" color="fg.muted">
                {texts.votes(total)}
              </Text>
            </HStack>
            <Stack gap="1" marginTop="1">
              {question.options
                .map((option, place) => ({ option, place, count: counts?.counts[place] ?? 0 }))
                .map(({ option, place: index, count }) => {
                  return (
                    <HStack
                      key={`option-${index}`}
                      gap="3"
                      data-testid="poll-result-count"
                      data-option={index}
                      data-count={count}
                    >
                      <Text fontSize="sm" width="40%" truncate>
                        {option}
                      </Text>
                      <Progress.Root value={total ? (count / total) * 100 : 0} size="sm" flex="1">
                        <Progress.Track>
                          <Progress.Range />
                        </Progress.Track>
                      </Progress.Root>
                      <Text fontSize="sm" width="3ch" textAlign="end">
                        {count}
                      </Text>
                    </HStack>
                  );
                })}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
};
