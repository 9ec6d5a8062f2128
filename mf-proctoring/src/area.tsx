import type { AreaProps } from '@canstring/client';
import { fetchExamFile } from '@canstring/client/proctoring';
import { isAdministrator, proctoringMessages } from '@canstring/contracts';
import { Alert, Box } from '@chakra-ui/react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { CandidateScreen } from './candidate/candidate-screen';
import { ExamFileProvider } from './common/exam-file';
import { ExaminerScreen } from './examiner/examiner-screen';
import { ExamsPage } from './exams/exams-page';
import { type ProctoringRoute, pathOf, routeOf } from './proctoring-route';
import { ExamReportView } from './report/exam-report';

/** The screen named by the address, read at start and on back/forward, written on each move. */
const useProctoringRoute = (navigate: (to: string) => void, pathname: string) => {
  const [route, setRoute] = useState<ProctoringRoute>(() => routeOf(pathname, window.location.search));
  useEffect(() => {
    setRoute(routeOf(pathname, window.location.search));
    const onPop = () => setRoute(routeOf(window.location.pathname, window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [pathname]);
  const go = useCallback(
    (next: ProctoringRoute) => {
      setRoute(next);
      navigate(pathOf(next));
    },
    [navigate],
  );
  return [route, go] as const;
};

/**
 * The proctoring area (spec 3 §2: `/proctoring/examinor`, `/proctoring/candidate`): the examiner's
 * exams and the form that creates one, the examiner view of an exam and its report, and the
 * candidate view. Both routes need a signed-in member; the services admit only the exam's examiner
 * and its class.
 */
export const ProctoringArea = ({ session, navigate, pathname, onSignOut }: AreaProps) => {
  const [route, go] = useProctoringRoute(navigate, pathname);
  let screen: ReactNode;
  if (!session) {
    screen = (
      <Alert.Root status="info" margin="4" width="auto" data-testid="proctoring-sign-in">
        <Alert.Indicator />
        <Alert.Title>{proctoringMessages.signInRequired}</Alert.Title>
      </Alert.Root>
    );
  } else {
    switch (route.kind) {
      case 'examiner':
        screen = (
          <ExaminerScreen
            key={route.examId}
            examId={route.examId}
            firstName={session.userDetail.first_name}
            onLogOut={onSignOut}
          />
        );
        break;
      case 'report':
        screen = (
          <Box padding="4">
            <ExamReportView key={route.examId} examId={route.examId} />
          </Box>
        );
        break;
      case 'candidate':
        screen =
          route.examId === null ? (
            <Alert.Root status="error" margin="4" width="auto" data-testid="candidate-problem">
              <Alert.Indicator />
              <Alert.Title>{proctoringMessages.examNotFound}</Alert.Title>
            </Alert.Root>
          ) : (
            <CandidateScreen
              key={route.examId}
              examId={route.examId}
              userId={session.user_id}
              onExaminerView={() => go({ kind: 'examiner', examId: route.examId ?? 0 })}
            />
          );
        break;
      default:
        screen = (
          <ExamsPage
            mayCreate={isAdministrator(session.user_role)}
            onOpenExaminer={(examId) => go({ kind: 'examiner', examId: Number(examId) })}
            onOpenReport={(examId) => go({ kind: 'report', examId: Number(examId) })}
            onOpenCandidate={(examId) => go({ kind: 'candidate', examId: Number(examId) })}
          />
        );
    }
  }
  return (
    <ExamFileProvider value={fetchExamFile}>
      <Box as="section" data-testid="area-proctoring" data-route={route.kind}>
        {screen}
      </Box>
    </ExamFileProvider>
  );
};
