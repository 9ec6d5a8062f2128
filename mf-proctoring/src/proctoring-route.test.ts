import { candidateLinkPath, examinerLinkPath } from '@canstring/contracts';
import { pathOf, routeOf } from './proctoring-route';

describe('proctoring routes', () => {
  it('reads the links the exam carries', () => {
    const [candidatePath, candidateQuery] = candidateLinkPath(12).split('?');
    const [examinerPath, examinerQuery] = examinerLinkPath(12).split('?');
    expect(routeOf(candidatePath!, `?${candidateQuery}`)).toEqual({ kind: 'candidate', examId: 12 });
    expect(routeOf(examinerPath!, `?${examinerQuery}`)).toEqual({ kind: 'examiner', examId: 12 });
  });

  it('opens the report alone, and the exams list without an exam', () => {
    expect(routeOf('/proctoring/examinor', '?exam=3&view=report')).toEqual({ kind: 'report', examId: 3 });
    expect(routeOf('/proctoring/examinor', '')).toEqual({ kind: 'exams' });
    expect(routeOf('/proctoring/examinor/', '?exam=abc')).toEqual({ kind: 'exams' });
  });

  it('keeps a candidate link without a valid exam as a candidate view with none', () => {
    expect(routeOf('/proctoring/candidate', '?exam=0')).toEqual({ kind: 'candidate', examId: null });
    expect(routeOf('/proctoring/candidate', '?exam=1e3')).toEqual({ kind: 'candidate', examId: null });
  });

  it('writes what it reads', () => {
    for (const route of [
      { kind: 'exams' as const },
      { kind: 'examiner' as const, examId: 4 },
      { kind: 'report' as const, examId: 4 },
      { kind: 'candidate' as const, examId: 4 },
    ]) {
      const [path, query] = pathOf(route).split('?');
      expect(routeOf(path!, query ? `?${query}` : '')).toEqual(route);
    }
  });
});
