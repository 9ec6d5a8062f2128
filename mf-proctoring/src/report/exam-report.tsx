import { useQuery } from '@apollo/client/react';
import { downloadExamReport } from '@canstring/client/proctoring';
import {
  disqualificationLabels,
  type ExamReportFormat,
  examFlagLabels,
  proctoringScreenTexts,
  proctoringTexts,
} from '@canstring/contracts';
import { Alert, Box, Button, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { timerText } from '../common/exam-clock';
import { ExamPicture } from '../common/exam-file';
import { flagDetailText } from '../common/flag-detail';
import { QueryBody } from '../common/query-body';
import { problemText } from '../common/server-problem';
import { EXAM_REPORT } from '../graphql/documents';
import type { ExamReportCandidate } from '../graphql/types';

const columns = proctoringTexts.reportColumns;
const own = proctoringScreenTexts.report;

/** A moment of the report in the examiner's zone; a dash when there is none. */
export const reportTime = (at: string | null): string =>
  at
    ? new Date(at).toLocaleString(undefined, {
        dateStyle: 'short',
        timeStyle: 'medium',
      })
    : '-';

const CandidateFlags = ({ candidate }: { candidate: ExamReportCandidate }) =>
  candidate.flags.length === 0 ? (
    <Text color="fg.muted">{own.noFlags}</Text>
  ) : (
    <Stack gap="2">
      {candidate.flags.map((flag) => (
        <Box key={flag.flagId} data-testid="report-flag" data-kind={flag.kind}>
          <Text fontSize="sm">
            {reportTime(flag.at)} {examFlagLabels[flag.kind]}
            {flag.detail ? ` (${flagDetailText(flag.detail)})` : ''}
          </Text>
          <Flex gap="2">
            {flag.stills.map((still) => (
              <ExamPicture
                key={still.kind}
                path={still.path}
                kind={still.kind}
                alt={proctoringScreenTexts.stillAlt(still.kind, reportTime(flag.at))}
                testId="report-still"
                maxHeight="20"
              />
            ))}
          </Flex>
        </Box>
      ))}
    </Stack>
  );

/**
 * The exam report (after Stop Test): per candidate the start, end, time taken, disqualification and
 * flags with their stills; downloadable as CSV and PDF (made by the proctoring service).
 */
export const ExamReportView = ({
  examId,
  download = downloadExamReport,
}: {
  examId: number;
  download?: (examId: number, format: ExamReportFormat) => Promise<void>;
}) => {
  const report = useQuery(EXAM_REPORT, {
    variables: { examId: String(examId) },
    fetchPolicy: 'network-only',
  });
  const [saving, setSaving] = useState<ExamReportFormat | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = async (format: ExamReportFormat) => {
    setSaving(format);
    setProblem(null);
    try {
      await download(examId, format);
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setSaving(null);
    }
  };
  const data = report.data?.examReport;
  return (
    <QueryBody query={report} problemTestId="report-problem">
      {data && (
        <Stack as="section" gap="3" data-testid="exam-report">
          <Flex align="center" gap="2" wrap="wrap">
            <Heading as="h2" size="md" flex="1">
              {own.heading(data.exam.title)}
            </Heading>
            <Button
              size="sm"
              variant="outline"
              data-testid="report-download-csv"
              loading={saving === 'csv'}
              onClick={() => void save('csv')}
            >
              {proctoringTexts.downloadCsv}
            </Button>
            <Button
              size="sm"
              variant="outline"
              data-testid="report-download-pdf"
              loading={saving === 'pdf'}
              onClick={() => void save('pdf')}
            >
              {proctoringTexts.downloadPdf}
            </Button>
          </Flex>
          {problem && (
            <Alert.Root status="error" size="sm" data-testid="report-download-problem">
              <Alert.Indicator />
              <Alert.Title>{problem}</Alert.Title>
            </Alert.Root>
          )}
          <Text fontSize="sm" color="fg.muted">
            {own.generatedAt}: {reportTime(data.generatedAt)}
          </Text>
          {data.candidates.length === 0 ? (
            <Text data-testid="report-empty">{proctoringTexts.noCandidates}</Text>
          ) : (
            <Table.ScrollArea borderWidth="1px" borderRadius="md">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{columns.candidate}</Table.ColumnHeader>
                    <Table.ColumnHeader>{columns.start}</Table.ColumnHeader>
                    <Table.ColumnHeader>{columns.end}</Table.ColumnHeader>
                    <Table.ColumnHeader>{columns.timeTaken}</Table.ColumnHeader>
                    <Table.ColumnHeader>{columns.disqualified}</Table.ColumnHeader>
                    <Table.ColumnHeader>{columns.flags}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.candidates.map((candidate) => (
                    <Table.Row
                      key={candidate.userId}
                      data-testid="report-row"
                      data-user-id={candidate.userId}
                    >
                      <Table.Cell data-testid="report-name">{candidate.userName}</Table.Cell>
                      <Table.Cell data-testid="report-start">
                        {candidate.startedAt ? reportTime(candidate.startedAt) : own.notStarted}
                      </Table.Cell>
                      <Table.Cell data-testid="report-end">{reportTime(candidate.endedAt)}</Table.Cell>
                      <Table.Cell data-testid="report-time-taken">
                        {candidate.startedAt ? timerText(candidate.elapsedSeconds) : '-'}
                      </Table.Cell>
                      <Table.Cell data-testid="report-disqualified">
                        {candidate.disqualified ? disqualificationLabels[candidate.disqualified] : '-'}
                      </Table.Cell>
                      <Table.Cell>
                        <CandidateFlags candidate={candidate} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Stack>
      )}
    </QueryBody>
  );
};
