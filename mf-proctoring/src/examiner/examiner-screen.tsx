import { useQuery } from '@apollo/client/react';
import { proctoringMessages, roomMessages } from '@canstring/contracts';
import { Alert } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNow } from '../common/exam-clock';
import { QueryBody } from '../common/query-body';
import { problemText } from '../common/server-problem';
import { EXAM } from '../graphql/documents';
import { ExamReportView } from '../report/exam-report';
import { type ExamSessionFactory, useExamSession } from '../session/use-exam-session';
import { candidateRows, mergeFlags } from './examiner-model';
import { ExaminerView } from './examiner-view';
import { shownOfLive, shownOfRead } from './shown-flags';
import { useStreamError } from './use-stream-error';

export interface ExaminerScreenProps {
  examId: number;
  firstName: string;
  onLogOut: () => void;
  /** For the screen's tests: a stand-in exam session. */
  makeSession?: ExamSessionFactory;
}

const Notice = ({ testId, children }: { testId: string; children: string }) => (
  <Alert.Root status="warning" size="sm" data-testid={testId}>
    <Alert.Indicator />
    <Alert.Title>{children}</Alert.Title>
  </Alert.Root>
);

const ExaminerLive = ({
  examId,
  firstName,
  onLogOut,
  makeSession,
  detail,
}: ExaminerScreenProps & { detail: ExamQuery }) => {
  const { session, snapshot } = useExamSession(examId, 'examiner', makeSession);
  const [mountedAt] = useState(() => new Date().toISOString());
  const [selected, setSelected] = useState<string | null>(null);
  const [chatWith, setChatWith] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // A candidate's stills are kept after their flag: the exam is read again to show them.
  const refetch = useRef(detail.refetch);
  refetch.current = detail.refetch;
  const [timeUp, setTimeUp] = useState(false);
  useEffect(() => session?.onExamEvent('testStopped', (stopped) => setTimeUp(stopped.timeUp)), [session]);
  useEffect(
    () => session?.onExamEvent('examFlagStill', () => void refetch.current().catch(() => undefined)),
    [session],
  );

  const exam = snapshot?.exam ?? null;
  const status = exam?.status ?? detail.data?.exam.exam.status ?? 'scheduled';
  const now = useNow(status === 'started');
  const participants = snapshot?.room.view?.state.participants ?? [];
  const flags = useMemo(
    () =>
      mergeFlags((detail.data?.exam.flags ?? []).map(shownOfRead), (snapshot?.flags ?? []).map(shownOfLive)),
    [detail.data, snapshot?.flags],
  );
  const times = useMemo(() => {
    const byUser: Record<string, number> = {};
    for (const [userId, time] of Object.entries(snapshot?.times ?? {})) byUser[userId] = time;
    return byUser;
  }, [snapshot?.times]);
  const rows = useMemo(
    () => candidateRows({ exam, present: participants, times, flags, now }),
    [exam, participants, times, flags, now],
  );

  // The candidate the examiner chose with the play icon (or a grid tile); none at first.
  const shown = selected;
  const shownRow = rows.find((row) => row.userId === shown) ?? null;
  const shownParticipant = shownRow?.participantId ?? null;
  useEffect(() => {
    session?.select(shownParticipant);
  }, [session, shownParticipant]);

  const conference = snapshot?.conference ?? null;
  const feedOf = (participantId: string | null, kind: 'camera' | 'screen') =>
    participantId
      ? (conference?.feeds.find((feed) => feed.participantId === participantId && feed.kind === kind) ?? null)
      : null;
  const screenFeed = feedOf(shownParticipant, 'screen');
  const cameraFeed = feedOf(shownParticipant, 'camera');
  const streamError = useStreamError(shown, screenFeed?.stream ?? null, cameraFeed?.stream ?? null);
  const cameras = rows
    .filter((row) => row.participantId)
    .map((row) => {
      const feed = feedOf(row.participantId, 'camera');
      return {
        userId: row.userId,
        userName: row.userName,
        stream: feed?.stream ?? null,
        revision: feed?.tracks ?? 0,
        flagged: row.flags.length > 0,
      };
    });

  const act = async (what: () => Promise<unknown> | undefined) => {
    setBusy(true);
    setProblem(null);
    try {
      await what();
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  };

  const sentTo = (userId: string) => {
    const participantId = rows.find((row) => row.userId === userId)?.participantId;
    const read = (detail.data?.exam.messages ?? [])
      .filter((message) => message.toUserId === userId && message.sentAt < mountedAt)
      .map((message) => ({ message: message.message, at: message.sentAt }));
    const heard = (snapshot?.messages ?? [])
      .filter((message) => message.toParticipantId === participantId)
      .map((message) => ({ message: message.message, at: message.at }));
    return [...read, ...heard];
  };

  const refused = snapshot && ['refused', 'removed', 'ended'].includes(snapshot.room.status);
  return (
    <ExaminerView
      title={detail.data?.exam.exam.title ?? ''}
      status={status}
      startedAt={exam?.startedAt ?? detail.data?.exam.exam.startedAt ?? null}
      stoppedAt={exam?.stoppedAt ?? detail.data?.exam.exam.stoppedAt ?? null}
      // Start and Stop wait for the exam session: before it exists a click would start nothing.
      busy={busy || !session}
      timeUp={timeUp}
      onStart={() => void act(() => session?.startTest())}
      onStop={() => void act(() => session?.stopTest())}
      firstName={firstName}
      onLogOut={onLogOut}
      rows={rows}
      selected={shown}
      onSelect={setSelected}
      pictures={{
        screen: screenFeed?.stream ?? null,
        camera: cameraFeed?.stream ?? null,
        revision: (screenFeed?.tracks ?? 0) + (cameraFeed?.tracks ?? 0),
      }}
      streamError={streamError}
      cameras={cameras}
      chatWith={chatWith}
      onChat={setChatWith}
      sentTo={sentTo}
      onSend={async (userId, message) => {
        const participantId = rows.find((row) => row.userId === userId)?.participantId;
        setProblem(null);
        try {
          if (!participantId || !session) throw new Error(proctoringMessages.candidateNotInExam);
          await session.sendMessage(participantId, message);
        } catch (error) {
          setProblem(problemText(error));
          throw error;
        }
      }}
      problem={problem}
      onProblemSeen={() => setProblem(null)}
      notices={
        <>
          {refused && (
            <Alert.Root status="error" size="sm" data-testid="examiner-refused">
              <Alert.Indicator />
              <Alert.Title>{snapshot?.room.problem ?? roomMessages.somethingWentWrong}</Alert.Title>
            </Alert.Root>
          )}
          {snapshot?.room.disconnected && (
            <Notice testId="examiner-disconnected">{roomMessages.disconnected}</Notice>
          )}
          {snapshot?.mediaProblem && <Notice testId="examiner-media-problem">{snapshot.mediaProblem}</Notice>}
        </>
      }
      afterStop={status === 'stopped' ? <ExamReportView examId={examId} /> : undefined}
    />
  );
};

type ExamQuery = ReturnType<typeof useExamQuery>;
const useExamQuery = (examId: number) =>
  useQuery(EXAM, { variables: { examId: String(examId) }, fetchPolicy: 'cache-and-network' });

/**
 * The examiner's screen of one exam (`/proctoring/examinor?exam=<id>`): the exam as the proctoring
 * service has it (title, the flags so far with their stills, the messages sent), joined with the
 * exam's live room (test state, candidates present, their times, flags as they come, the cameras and
 * the selected candidate's screen); the report in place once the test is stopped. Only the exam's
 * examiner enters its room from here.
 */
export const ExaminerScreen = (props: ExaminerScreenProps) => {
  const detail = useExamQuery(props.examId);
  const role = detail.data?.exam.role;
  return (
    <QueryBody query={detail} problemTestId="examiner-refused">
      {role === 'examiner' ? (
        <ExaminerLive {...props} detail={detail} />
      ) : (
        <Alert.Root status="error" data-testid="examiner-refused" margin="4" width="auto">
          <Alert.Indicator />
          <Alert.Title>{proctoringMessages.notExaminer}</Alert.Title>
        </Alert.Root>
      )}
    </QueryBody>
  );
};
