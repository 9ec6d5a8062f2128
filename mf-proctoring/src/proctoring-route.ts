import {
  PROCTORING_CANDIDATE_ROUTE,
  PROCTORING_EXAM_PARAM,
  PROCTORING_EXAMINER_ROUTE,
} from '@canstring/contracts';

/**
 * Which proctoring screen is open: read from the route and its query, so a link or a reload opens it
 * again. `/proctoring/examinor` alone lists the examiner's exams (and creates one);
 * `?exam=<id>` opens the examiner view of that exam, `&view=report` its report alone;
 * `/proctoring/candidate?exam=<id>` is the candidate view.
 */
export type ProctoringRoute =
  | { kind: 'exams' }
  | { kind: 'examiner'; examId: number }
  | { kind: 'report'; examId: number }
  | { kind: 'candidate'; examId: number | null };

const idPattern = /^[1-9]\d{0,15}$/;
const REPORT_VIEW = 'report';

export const routeOf = (pathname: string, search: string): ProctoringRoute => {
  const query = new URLSearchParams(search);
  const raw = query.get(PROCTORING_EXAM_PARAM);
  const examId = raw && idPattern.test(raw) ? Number(raw) : null;
  const path = pathname.replace(/\/+$/, '');
  if (path === PROCTORING_CANDIDATE_ROUTE) return { kind: 'candidate', examId };
  if (path === PROCTORING_EXAMINER_ROUTE && examId !== null)
    return query.get('view') === REPORT_VIEW ? { kind: 'report', examId } : { kind: 'examiner', examId };
  return { kind: 'exams' };
};

/** The address of a route (path and query). */
export const pathOf = (route: ProctoringRoute): string => {
  switch (route.kind) {
    case 'exams':
      return PROCTORING_EXAMINER_ROUTE;
    case 'examiner':
      return `${PROCTORING_EXAMINER_ROUTE}?${PROCTORING_EXAM_PARAM}=${route.examId}`;
    case 'report':
      return `${PROCTORING_EXAMINER_ROUTE}?${PROCTORING_EXAM_PARAM}=${route.examId}&view=${REPORT_VIEW}`;
    case 'candidate':
      return route.examId === null
        ? PROCTORING_CANDIDATE_ROUTE
        : `${PROCTORING_CANDIDATE_ROUTE}?${PROCTORING_EXAM_PARAM}=${route.examId}`;
  }
};
