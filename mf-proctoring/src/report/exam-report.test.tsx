import {
  disqualificationLabels,
  examFlagLabels,
  proctoringMessages,
  proctoringScreenTexts,
} from '@canstring/contracts';
import { type FakeHandler, fakeGateway, refusal, renderWithClient } from '@canstring/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ExamFileProvider } from '../common/exam-file';
import { gqlFlag, gqlReport, gqlReportCandidate } from '../test-support/exam-fixtures';
import { ExamReportView } from './exam-report';

const answering =
  (data: () => Record<string, unknown>): FakeHandler =>
  () => ({ data: data() });

beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:still', revokeObjectURL: () => undefined });
});

const flagged = gqlReportCandidate({
  flagCount: 1,
  flags: [
    gqlFlag({
      kind: 'notWholeScreen',
      detail: 'window',
      stills: [
        {
          kind: 'screen',
          contentType: 'image/jpeg',
          bytes: 9,
          path: '/proctoring/stills/7/f/screen',
          at: '2026-03-10T18:05:01.000Z',
        },
      ],
    }),
  ],
});
const gone = gqlReportCandidate({
  userId: '32',
  userName: 'Di Candidate',
  endedAt: '2026-03-10T18:10:00.000Z',
  elapsedSeconds: 540,
  disqualified: 'pageClosed',
});
const absent = gqlReportCandidate({
  userId: '33',
  userName: 'Ed Candidate',
  startedAt: null,
  endedAt: null,
  elapsedSeconds: 0,
});

type Download = (examId: number, format: 'csv' | 'pdf') => Promise<void>;

const open = (handler: FakeHandler, download: Download = jest.fn(async () => undefined)) => {
  const gateway = fakeGateway({ ExamReport: handler });
  renderWithClient(
    gateway.client,
    <ExamFileProvider value={async () => new Blob(['jpeg'])}>
      <ExamReportView examId={7} download={download} />
    </ExamFileProvider>,
  );
  return { download };
};

const rowOf = (userId: string) =>
  screen.getAllByTestId('report-row').find((row) => row.dataset.userId === userId)!;

describe('the exam report', () => {
  it('lists each candidate: start, end, time taken, disqualification, flags with stills', async () => {
    open(answering(() => ({ examReport: gqlReport({ candidates: [flagged, gone, absent] }) })));
    await screen.findByTestId('exam-report');
    expect(within(rowOf('31')).getByTestId('report-time-taken').textContent).toBe('40:05');
    expect(within(rowOf('31')).getByTestId('report-disqualified').textContent).toBe('-');
    const flag = within(rowOf('31')).getByTestId('report-flag');
    expect(flag.dataset.kind).toBe('notWholeScreen');
    expect(flag.textContent).toContain(examFlagLabels.notWholeScreen);
    expect(flag.textContent).toContain(`(${proctoringScreenTexts.flagDetails.window})`);
    expect((await within(flag).findByTestId('report-still')).dataset.kind).toBe('screen');
    expect(within(rowOf('32')).getByTestId('report-disqualified').textContent).toBe(
      disqualificationLabels.pageClosed,
    );
    expect(within(rowOf('32')).getByTestId('report-time-taken').textContent).toBe('09:00');
    expect(within(rowOf('33')).getByTestId('report-start').textContent).toBe(
      proctoringScreenTexts.report.notStarted,
    );
    expect(within(rowOf('33')).getByTestId('report-time-taken').textContent).toBe('-');
  });

  it('downloads the CSV and the PDF, and says when the file server refuses', async () => {
    const download = jest.fn<Promise<void>, Parameters<Download>>(async (_examId, format) => {
      if (format === 'pdf') throw new Error(proctoringMessages.reportNotReady);
    });
    open(
      answering(() => ({ examReport: gqlReport({ candidates: [flagged] }) })),
      download,
    );
    fireEvent.click(await screen.findByTestId('report-download-csv'));
    await waitFor(() => expect(download).toHaveBeenCalledWith(7, 'csv'));
    expect(screen.queryByTestId('report-download-problem')).toBeNull();
    fireEvent.click(screen.getByTestId('report-download-pdf'));
    expect((await screen.findByTestId('report-download-problem')).textContent).toBe(
      proctoringMessages.reportNotReady,
    );
  });

  it('is refused before the test is stopped', async () => {
    open(() => refusal(proctoringMessages.reportNotReady, 'CONFLICT'));
    expect((await screen.findByTestId('report-problem')).textContent).toContain(
      proctoringMessages.reportNotReady,
    );
  });
});
