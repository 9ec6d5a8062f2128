import { proctoringMessages } from '@canstring/contracts';
import {
  type FakeHandler,
  fakeGateway,
  quietFieldObserver,
  refusal,
  renderWithClient,
} from '@canstring/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { gqlExam } from '../test-support/exam-fixtures';
import { ExamsPage } from './exams-page';

quietFieldObserver(['FieldRoot']);

const answering =
  (data: () => Record<string, unknown>): FakeHandler =>
  () => ({ data: data() });
const refusing =
  (message: string, code: string, fields?: Record<string, string>): FakeHandler =>
  () =>
    refusal(message, code, fields);

const examined = gqlExam({ examId: '7', title: 'Algebra final', status: 'stopped' });
const taken = gqlExam({ examId: '8', title: 'Physics quiz', status: 'started', examinerName: 'Bo' });

const open = (mayCreate: boolean, handlers: Record<string, FakeHandler> = {}) => {
  const gateway = fakeGateway({
    Exams: answering(() => ({
      exams: [
        { exam: examined, role: 'examiner' },
        { exam: taken, role: 'candidate' },
      ],
    })),
    ExamClasses: answering(() => ({
      examClasses: [
        { groupId: '4', name: 'Class 4B' },
        { groupId: '5', name: 'Class 5A' },
      ],
    })),
    CreateExam: answering(() => ({
      createExam: gqlExam({ examId: '9', title: 'Chemistry', candidateLink: '/proctoring/candidate?exam=9' }),
    })),
    ...handlers,
  });
  const props = {
    mayCreate,
    onOpenExaminer: jest.fn(),
    onOpenReport: jest.fn(),
    onOpenCandidate: jest.fn(),
  };
  renderWithClient(gateway.client, <ExamsPage {...props} />);
  return { gateway, props };
};

const rowOf = (examId: string) => screen.getAllByTestId('exam-row').find((row) => row.dataset.id === examId)!;
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the exams page', () => {
  it("lists the caller's exams: an examiner's with the candidate link, a candidate's to take", async () => {
    const { props } = open(false);
    await waitFor(() => expect(screen.getAllByTestId('exam-row')).toHaveLength(2));
    expect(screen.queryByTestId('create-exam-form')).toBeNull();
    const mine = rowOf('7');
    expect(within(mine).getByTestId('exam-candidate-link').textContent).toBe(
      `${window.location.origin}/proctoring/candidate?exam=7`,
    );
    fireEvent.click(within(mine).getByTestId('exam-open-examiner'));
    expect(props.onOpenExaminer).toHaveBeenCalledWith('7');
    fireEvent.click(within(mine).getByTestId('exam-open-report'));
    expect(props.onOpenReport).toHaveBeenCalledWith('7');
    const theirs = rowOf('8');
    expect(within(theirs).queryByTestId('exam-candidate-link')).toBeNull();
    fireEvent.click(within(theirs).getByTestId('exam-open-candidate'));
    expect(props.onOpenCandidate).toHaveBeenCalledWith('8');
  });

  it('creates an exam for a class and shows its candidate link at once', async () => {
    const { gateway, props } = open(true);
    const form = await screen.findByTestId('create-exam-form');
    await waitFor(() =>
      expect((screen.getByTestId('exam-class-input') as HTMLSelectElement).value).toBe('4'),
    );
    fireEvent.submit(form);
    expect(await screen.findByText(proctoringMessages.titleRequired)).toBeTruthy();
    expect(gateway.of('CreateExam')).toHaveLength(0);
    type('exam-title-input', 'Chemistry');
    type('exam-class-input', '5');
    type('exam-start-input', '2099-01-02T10:30');
    await waitFor(() => expect(screen.queryByText(proctoringMessages.startTooLate)).toBeTruthy());
    const later = new Date(Date.now() + 2 * 86_400_000);
    const local = `${later.getFullYear()}-${String(later.getMonth() + 1).padStart(2, '0')}-${String(later.getDate()).padStart(2, '0')}T10:30`;
    type('exam-start-input', local);
    type('exam-duration-input', '45');
    fireEvent.submit(form);
    const created = await screen.findByTestId('exam-created');
    expect(gateway.of('CreateExam')[0]!.variables).toEqual({
      input: {
        groupId: '5',
        title: 'Chemistry',
        startAt: new Date(local).toISOString(),
        durationMinutes: 45,
      },
    });
    expect(created.dataset.id).toBe('9');
    expect(within(created).getByTestId('exam-candidate-link').getAttribute('href')).toBe(
      `${window.location.origin}/proctoring/candidate?exam=9`,
    );
    fireEvent.click(within(created).getByTestId('exam-open-examiner'));
    expect(props.onOpenExaminer).toHaveBeenCalledWith('9');
    await waitFor(() => expect(gateway.of('Exams').length).toBeGreaterThan(1));
  });

  it("shows the service's refusal by its field, or in the form", async () => {
    const fieldRefusal = refusing(proctoringMessages.startTooEarly, 'BAD_INPUT', {
      'exam.startAt': proctoringMessages.startTooEarly,
    });
    open(true, { CreateExam: fieldRefusal });
    const form = await screen.findByTestId('create-exam-form');
    await waitFor(() =>
      expect((screen.getByTestId('exam-class-input') as HTMLSelectElement).value).toBe('4'),
    );
    type('exam-title-input', 'Chemistry');
    fireEvent.submit(form);
    expect(await screen.findByText(proctoringMessages.startTooEarly)).toBeTruthy();
    expect(screen.queryByTestId('exam-form-problem')).toBeNull();
  });

  it('says a general refusal in the form', async () => {
    open(true, { CreateExam: refusing(proctoringMessages.examinerRoleRequired, 'FORBIDDEN') });
    const form = await screen.findByTestId('create-exam-form');
    await waitFor(() =>
      expect((screen.getByTestId('exam-class-input') as HTMLSelectElement).value).toBe('4'),
    );
    type('exam-title-input', 'Chemistry');
    fireEvent.submit(form);
    expect((await screen.findByTestId('exam-form-problem')).textContent).toBe(
      proctoringMessages.examinerRoleRequired,
    );
  });

  it('says when the examiner belongs to no class', async () => {
    open(true, { ExamClasses: answering(() => ({ examClasses: [] })) });
    expect(await screen.findByTestId('no-exam-classes')).toBeTruthy();
  });
});
