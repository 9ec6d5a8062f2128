import { proctoringMessages } from '@canstring/contracts';
import {
  type ExamFormValues,
  examInputOf,
  initialExamValues,
  toLocalInput,
  validateExamForm,
} from './exam-form-values';

const now = new Date(2026, 2, 10, 9, 7, 30);
const good: ExamFormValues = {
  title: ' Algebra ',
  groupId: '4',
  startAt: '2026-03-10T10:00',
  durationMinutes: '45',
};

describe('the exam form', () => {
  it('starts at the next whole five minutes, for the default duration', () => {
    expect(initialExamValues(now, '4')).toEqual({
      title: '',
      groupId: '4',
      startAt: '2026-03-10T09:10',
      durationMinutes: '60',
    });
    expect(toLocalInput(new Date(2026, 0, 2, 3, 4))).toBe('2026-01-02T03:04');
  });

  it('sends the start as an ISO moment and the duration as a number', () => {
    expect(examInputOf(good)).toEqual({
      groupId: '4',
      title: 'Algebra',
      startAt: new Date(2026, 2, 10, 10, 0).toISOString(),
      durationMinutes: 45,
    });
  });

  it('takes a good exam', () => {
    expect(validateExamForm(good, now)).toEqual({});
  });

  it("refuses with the service's words", () => {
    expect(validateExamForm({ ...good, title: '  ' }, now)).toEqual({
      title: proctoringMessages.titleRequired,
    });
    expect(validateExamForm({ ...good, startAt: '' }, now)).toEqual({
      startAt: proctoringMessages.startRequired,
    });
    expect(validateExamForm({ ...good, startAt: '2026-03-10T07:00' }, now)).toEqual({
      startAt: proctoringMessages.startTooEarly,
    });
    expect(validateExamForm({ ...good, startAt: '2028-03-10T07:00' }, now)).toEqual({
      startAt: proctoringMessages.startTooLate,
    });
    for (const durationMinutes of ['0', '601', '1.5', 'abc', '']) {
      expect(validateExamForm({ ...good, durationMinutes }, now)).toEqual({
        durationMinutes: proctoringMessages.durationOutOfRange,
      });
    }
    expect(validateExamForm({ ...good, groupId: '' }, now).groupId).toBeTruthy();
  });
});
