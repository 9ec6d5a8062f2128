import { useQuery } from '@apollo/client/react';
import {
  type ExamFlagKind,
  proctoringMessages,
  proctoringScreenTexts,
  roomMessages,
} from '@canstring/contracts';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { QueryBody } from '../common/query-body';
import { problemText } from '../common/server-problem';
import type { DetectedFlag } from '../flags/detected-flag';
import { type ExamFlagWatches, useExamFlags } from '../flags/use-exam-flags';
import { EXAM } from '../graphql/documents';
import { type ExamSessionFactory, useExamSession } from '../session/use-exam-session';
import { candidateStatusOf } from './candidate-status';
import { CandidateView } from './candidate-view';

export interface CandidateScreenProps {
  examId: number;
  /** The signed-in person (a class member). */
  userId: number;
  /** Opens the examiner view (an examiner who opened the candidate link). */
  onExaminerView: () => void;
  /** For the screen's tests: a stand-in exam session and flag watches. */
  makeSession?: ExamSessionFactory;
  watches?: ExamFlagWatches;
}

const screenRefused = (error: unknown): string =>
  error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'AbortError')
    ? proctoringScreenTexts.candidate.screenRefused
    : problemText(error);

/** Asks for fullscreen in the click that starts the test (a refusal only means no fullscreen flag). */
const askFullscreen = () => {
  const page = document.documentElement;
  if (!document.fullscreenElement && typeof page.requestFullscreen === 'function')
    void page.requestFullscreen().catch(() => undefined);
};

const CandidateLive = ({
  examId,
  userId,
  title,
  makeSession,
  watches,
}: Omit<CandidateScreenProps, 'onExaminerView'> & { title: string }) => {
  const { session, snapshot } = useExamSession(examId, 'candidate', makeSession);
  const [sharing, setSharing] = useState(false);
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [closedMessages, setClosedMessages] = useState(0);
  const [lastFlag, setLastFlag] = useState<ExamFlagKind | null>(null);
  const [timeUp, setTimeUp] = useState(false);
  useEffect(() => session?.onExamEvent('testStopped', (stopped) => setTimeUp(stopped.timeUp)), [session]);

  const exam = snapshot?.exam ?? null;
  const status =
    snapshot?.exit ?? candidateStatusOf({ roomStatus: snapshot?.room.status ?? 'joining', exam, userId });
  const me = exam?.candidates.find((candidate) => candidate.userId === userId) ?? null;
  const camera = snapshot?.conference?.local ?? null;
  const screen = snapshot?.conference?.screen ?? null;

  const report = useCallback(
    (flag: DetectedFlag) => {
      setLastFlag(flag.kind);
      // A flag that could not be kept is the room's to refuse; the test goes on.
      void session?.raiseFlag(flag).catch((error: unknown) => console.warn(problemText(error)));
    },
    [session],
  );
  useExamFlags({
    // The browser's screen picker takes the focus: sharing again is not leaving the exam.
    active: status === 'started' && !sharing,
    camera: camera?.getVideoTracks()[0] ?? null,
    screen: screen?.getVideoTracks()[0] ?? null,
    report,
    ...(watches ? { watches } : {}),
  });

  const share = () => {
    if (!session) return;
    setSharing(true);
    setProblem(null);
    // The picker opens in this click (getDisplayMedia is called before anything is awaited).
    session
      .shareScreenThenCamera()
      .catch((error: unknown) => setProblem(screenRefused(error)))
      .finally(() => setSharing(false));
  };
  const startTest = () => {
    if (!session) return;
    askFullscreen();
    setStarting(true);
    setProblem(null);
    session
      .startTest()
      .catch((error: unknown) => setProblem(problemText(error)))
      .finally(() => setStarting(false));
  };

  const messages = snapshot?.messages ?? [];
  const latest = messages.length > closedMessages ? messages.at(-1) : undefined;
  const roomProblem =
    status === 'refused' ? (snapshot?.room.problem ?? roomMessages.somethingWentWrong) : null;
  return (
    <CandidateView
      title={title}
      status={status}
      startedAt={me?.startedAt ?? null}
      endedAt={me?.endedAt ?? exam?.stoppedAt ?? null}
      camera={camera}
      screen={screen}
      sharing={sharing}
      onShare={share}
      starting={starting}
      onStartTest={startTest}
      problem={roomProblem ?? problem}
      message={latest ? { name: latest.name, message: latest.message } : null}
      onMessageClosed={() => setClosedMessages(messages.length)}
      lastFlag={lastFlag}
      timeUp={timeUp}
      notices={
        <>
          {snapshot?.room.disconnected && (
            <Alert.Root status="warning" size="sm" data-testid="candidate-disconnected">
              <Alert.Indicator />
              <Alert.Title>{roomMessages.disconnected}</Alert.Title>
            </Alert.Root>
          )}
          {snapshot?.mediaProblem && status !== 'stopped' && (
            <Alert.Root status="warning" size="sm" data-testid="candidate-media-problem">
              <Alert.Indicator />
              <Alert.Title>{snapshot.mediaProblem}</Alert.Title>
            </Alert.Root>
          )}
        </>
      }
    />
  );
};

/**
 * The candidate's screen of one exam (`/proctoring/candidate?exam=<id>`): the exam read first (a
 * person outside the class is refused here, before any room), then the exam's live room as a
 * candidate. The exam's examiner is pointed to the examiner view instead.
 */
export const CandidateScreen = ({ onExaminerView, ...props }: CandidateScreenProps) => {
  const detail = useQuery(EXAM, {
    variables: { examId: String(props.examId) },
    fetchPolicy: 'cache-and-network',
  });
  const data = detail.data?.exam;
  return (
    <QueryBody query={detail} problemTestId="candidate-problem">
      {data?.role === 'candidate' ? (
        <CandidateLive {...props} title={data.exam.title} />
      ) : (
        <Stack padding="4" gap="3" data-testid="candidate-view" data-status="refused">
          <Alert.Root status="info" data-testid="candidate-problem">
            <Alert.Indicator />
            <Alert.Title>{proctoringMessages.candidateOnly}</Alert.Title>
          </Alert.Root>
          <Button alignSelf="flex-start" size="sm" data-testid="exam-open-examiner" onClick={onExaminerView}>
            {proctoringScreenTexts.exams.openExaminer}
          </Button>
        </Stack>
      )}
    </QueryBody>
  );
};
