import { useQuery } from '@apollo/client/react';
import { EXAM_LIST_MAX, proctoringScreenTexts, proctoringTexts } from '@canstring/contracts';
import { notify } from '@canstring/ui';
import { Badge, Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { QueryBody } from '../common/query-body';
import { EXAMS } from '../graphql/documents';
import type { Exam, ExamListEntry } from '../graphql/types';
import { CreateExamForm } from './create-exam-form';
import { fullLink } from './exam-link';

const own = proctoringScreenTexts.exams;

export interface ExamsPageProps {
  /** An administrator (role 1) may create exams. */
  mayCreate: boolean;
  onOpenExaminer: (examId: string) => void;
  onOpenReport: (examId: string) => void;
  onOpenCandidate: (examId: string) => void;
}

const when = (at: string) =>
  new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const copy = async (text: string) => {
  try {
    await navigator.clipboard.writeText(text);
    notify(own.linkCopied, 'success');
  } catch {
    // The link stays on screen to copy by hand.
  }
};

/** The candidate link of an exam, to hand on to the class. */
const CandidateLink = ({ exam }: { exam: Exam }) => {
  const link = fullLink(exam.candidateLink);
  return (
    <Flex gap="2" align="center" wrap="wrap" fontSize="sm">
      <Text color="fg.muted">{proctoringTexts.candidateLink}:</Text>
      <Link href={link} data-testid="exam-candidate-link" wordBreak="break-all">
        {link}
      </Link>
      <Button size="xs" variant="ghost" onClick={() => void copy(link)}>
        {own.copyLink}
      </Button>
    </Flex>
  );
};

const ExamRow = ({ entry, props }: { entry: ExamListEntry; props: ExamsPageProps }) => {
  const { exam, role } = entry;
  return (
    <Box
      data-testid="exam-row"
      data-id={exam.examId}
      data-status={exam.status}
      data-role={role}
      borderWidth="1px"
      borderRadius="md"
      padding="3"
    >
      <Flex align="center" gap="2" wrap="wrap">
        <Text fontWeight="medium" flex="1" data-testid="exam-title">
          {exam.title}
        </Text>
        <Badge>{own.roles[role]}</Badge>
        <Badge colorPalette={exam.status === 'started' ? 'green' : 'gray'}>{own.statuses[exam.status]}</Badge>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {exam.groupName} · {when(exam.startAt)} · {own.minutes(exam.durationMinutes)}
      </Text>
      {role === 'examiner' ? (
        <Stack gap="1" marginTop="2">
          <CandidateLink exam={exam} />
          <Flex gap="2">
            <Button
              size="xs"
              data-testid="exam-open-examiner"
              onClick={() => props.onOpenExaminer(exam.examId)}
            >
              {own.openExaminer}
            </Button>
            {exam.status === 'stopped' && (
              <Button
                size="xs"
                variant="outline"
                data-testid="exam-open-report"
                onClick={() => props.onOpenReport(exam.examId)}
              >
                {own.openReport}
              </Button>
            )}
          </Flex>
        </Stack>
      ) : (
        exam.status !== 'stopped' && (
          <Button
            size="xs"
            marginTop="2"
            data-testid="exam-open-candidate"
            onClick={() => props.onOpenCandidate(exam.examId)}
          >
            {own.openCandidate}
          </Button>
        )
      )}
    </Box>
  );
};

/**
 * The exams page (`/proctoring/examinor` without an exam): the caller's exams (those they examine,
 * and those of their classes) and, for an administrator, the form that creates one; a new exam shows
 * its candidate link at once.
 */
export const ExamsPage = (props: ExamsPageProps) => {
  const exams = useQuery(EXAMS, { variables: { limit: EXAM_LIST_MAX }, fetchPolicy: 'cache-and-network' });
  const [created, setCreated] = useState<Exam | null>(null);
  const list = exams.data?.exams ?? [];
  return (
    <Stack gap="6" padding="4" data-testid="exams-page">
      {props.mayCreate && (
        <Stack gap="3">
          {created && (
            <Box
              data-testid="exam-created"
              data-id={created.examId}
              borderWidth="1px"
              borderRadius="md"
              padding="3"
              bg="bg.muted"
            >
              <Text fontWeight="medium">{own.created}</Text>
              <Text data-testid="exam-created-title">{created.title}</Text>
              <CandidateLink exam={created} />
              <Button
                size="xs"
                marginTop="2"
                data-testid="exam-open-examiner"
                onClick={() => props.onOpenExaminer(created.examId)}
              >
                {own.openExaminer}
              </Button>
            </Box>
          )}
          <CreateExamForm
            onCreated={(exam) => {
              setCreated(exam);
              void exams.refetch();
            }}
          />
        </Stack>
      )}
      <Stack gap="2" data-testid="exam-list">
        <Heading as="h2" size="sm">
          {own.heading}
        </Heading>
        <QueryBody query={exams} problemTestId="exams-problem">
          {list.length === 0 ? (
            <Text color="fg.muted" data-testid="no-exams">
              {own.noExams}
            </Text>
          ) : (
            list.map((entry) => <ExamRow key={entry.exam.examId} entry={entry} props={props} />)
          )}
        </QueryBody>
      </Stack>
    </Stack>
  );
};
