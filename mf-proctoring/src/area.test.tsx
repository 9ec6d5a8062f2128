import type { AreaProps } from '@canstring/client';
import type { StoredSession } from '@canstring/contracts';
import { type FakeHandler, fakeGateway, quietFieldObserver, renderWithClient } from '@canstring/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ProctoringArea } from './area';
import { gqlDetail, gqlExam } from './test-support/exam-fixtures';

// The toaster sets its state from its store, outside anything a test can wrap.
quietFieldObserver(['Toaster']);

const answering =
  (data: () => Record<string, unknown>): FakeHandler =>
  () => ({ data: data() });

const member: StoredSession = {
  token: 't',
  user_id: 31,
  user_role: 2,
  email_id: 'cy@example.test',
  device: 'web',
  userDetail: { first_name: 'Cy', last_name: null, user_id: 31, user_role: 2, email_id: 'cy@example.test' },
};

const open = (pathname: string, search: string) => {
  window.history.replaceState(null, '', `${pathname}${search}`);
  const gateway = fakeGateway({
    Exams: answering(() => ({ exams: [{ exam: gqlExam({ examId: '7' }), role: 'examiner' }] })),
    // Someone who is not the exam's examiner: the screens stop before any room.
    Exam: answering(() => ({ exam: gqlDetail({ role: 'candidate' }) })),
  });
  const navigate = jest.fn((to: string) => window.history.pushState(null, '', to));
  const props = {
    session: member,
    apolloClient: gateway.client,
    navigate,
    basePath: '',
    pathname,
    onSignOut: jest.fn(),
    loadView: jest.fn(),
  } as unknown as AreaProps;
  renderWithClient(gateway.client, <ProctoringArea {...props} />);
  return { navigate };
};

const route = () => screen.getByTestId('area-proctoring').dataset.route;

describe('the proctoring area', () => {
  it('lists the exams at /proctoring/examinor and opens one in the query', async () => {
    const { navigate } = open('/proctoring/examinor', '');
    expect(route()).toBe('exams');
    const row = await screen.findByTestId('exam-row');
    fireEvent.click(within(row).getByTestId('exam-open-examiner'));
    expect(navigate).toHaveBeenCalledWith('/proctoring/examinor?exam=7');
    expect(route()).toBe('examiner');
    // Not this exam's examiner: refused before any room.
    expect(await screen.findByTestId('examiner-refused')).toBeTruthy();
  });

  it('opens the report alone from its link', async () => {
    open('/proctoring/examinor', '?exam=7&view=report');
    expect(route()).toBe('report');
  });

  it('says an incomplete candidate link is not an exam', async () => {
    open('/proctoring/candidate', '');
    expect(route()).toBe('candidate');
    expect(screen.getByTestId('candidate-problem')).toBeTruthy();
  });

  it('follows back and forward', async () => {
    open('/proctoring/examinor', '?exam=7&view=report');
    window.history.pushState(null, '', '/proctoring/examinor');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(route()).toBe('exams'));
  });
});
