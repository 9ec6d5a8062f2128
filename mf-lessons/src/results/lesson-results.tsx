import { useApolloClient, useQuery } from '@apollo/client/react';
import { saveFile } from '@canstring/client';
import { lessonMessages, lessonScreenTexts } from '@canstring/contracts';
import { notify, QueryBody } from '@canstring/ui';
import { Button, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { serverProblemOf } from '../common/server-problem';
import { LESSON_RESULTS, LESSON_RESULTS_CSV } from '../graphql/documents';
import { LearnerRow } from './learner-row';
import { PollResults } from './poll-results';

const texts = lessonScreenTexts.results;

export interface LessonResultsProps {
  classId: string;
  lessonId: string;
  onBack: () => void;
}

/**
 * The teacher's results of one lesson: every learner who opened it (how far they watched, whether
 * they finished, their score and answers), each poll's counts, and the whole as a CSV file.
 */
export const LessonResults = ({ lessonId, onBack }: LessonResultsProps) => {
  const client = useApolloClient();
  const results = useQuery(LESSON_RESULTS, { variables: { lessonId }, fetchPolicy: 'network-only' });
  const [downloading, setDownloading] = useState(false);
  const view = results.data?.lessonResults;

  const download = async () => {
    setDownloading(true);
    try {
      const answer = await client.query({
        query: LESSON_RESULTS_CSV,
        variables: { lessonId },
        fetchPolicy: 'network-only',
      });
      const file = answer.data?.lessonResultsCsv;
      if (!file) throw answer.error ?? new Error(lessonMessages.lessonNotFound);
      saveFile(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }), file.fileName);
    } catch (error) {
      notify(serverProblemOf(error).message, 'error');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="4" data-testid="lesson-results">
      <Flex align="center" gap="2" wrap="wrap">
        <Button size="sm" variant="outline" data-testid="results-back" onClick={onBack}>
          {texts.back}
        </Button>
        <Heading as="h2" size="md" flex="1" truncate>
          {view ? texts.title(view.lesson.title) : ''}
        </Heading>
        <Button
          size="sm"
          variant="outline"
          loading={downloading}
          disabled={!view}
          data-testid="results-csv"
          onClick={() => void download()}
        >
          {texts.downloadCsv}
        </Button>
      </Flex>
      <QueryBody query={results}>
        {view && (
          <Stack gap="6">
            <Stack gap="2">
              <Text fontWeight="semibold">{texts.learners}</Text>
              {view.learners.length === 0 ? (
                <Text color="fg.muted" data-testid="no-results">
                  {lessonMessages.noResults}
                </Text>
              ) : (
                <Table.ScrollArea borderWidth="1px" rounded="md">
                  <Table.Root size="sm" data-testid="learner-results">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>{texts.learner}</Table.ColumnHeader>
                        <Table.ColumnHeader>{texts.watchedTo}</Table.ColumnHeader>
                        <Table.ColumnHeader>{texts.completed}</Table.ColumnHeader>
                        <Table.ColumnHeader>{texts.score}</Table.ColumnHeader>
                        <Table.ColumnHeader>{texts.answers}</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {view.learners.map((result) => (
                        <LearnerRow
                          key={result.learner.userId}
                          result={result}
                          duration={view.lesson.durationSeconds ?? 0}
                          questions={view.questions}
                          sets={view.sets}
                        />
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              )}
            </Stack>
            <PollResults questions={view.questions} polls={view.polls} />
          </Stack>
        )}
      </QueryBody>
    </Stack>
  );
};
