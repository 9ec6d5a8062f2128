import { ROOM_SIGNAL_METHODS, signalRights } from '../room/signals';
import { examAliasOf, examIdOfAlias } from './constants';
import { newExamSchema } from './exam';
import { EXAM_ROOM_OTHER_METHODS, EXAM_SIGNAL_METHODS, examSignalRights } from './exam-room';

describe('an exam’s alias', () => {
  it('names the exam, and no meeting alias (12 letters and digits, no dash) is taken for one', () => {
    expect(examAliasOf(42)).toBe('exam-42');
    expect(examIdOfAlias('exam-42')).toBe(42);
    for (const alias of [
      'k2mq8ztw4hxp',
      'exam42',
      'exam-',
      'exam-0',
      'exam-01',
      'exam-4.2',
      'exam--4',
      ' exam-4',
    ])
      expect(examIdOfAlias(alias)).toBeNull();
  });
});

describe('the exam’s signals', () => {
  it('are room signals with their rights: only the examiner (host) starts, stops and messages', () => {
    for (const method of [...EXAM_SIGNAL_METHODS, ...EXAM_ROOM_OTHER_METHODS])
      expect(ROOM_SIGNAL_METHODS).toContain(method);
    for (const method of EXAM_SIGNAL_METHODS) expect(signalRights[method]).toBe(examSignalRights[method]);
    expect([signalRights.testStarted, signalRights.testStopped, signalRights.chatexam]).toEqual([
      'host',
      'host',
      'host',
    ]);
  });
});

describe('a new exam', () => {
  it('takes a class, a title, a start and a duration of 1 to 600 minutes', () => {
    const exam = { groupId: 3, title: ' Final ', startAt: '2026-12-01T09:00:00Z', durationMinutes: 90 };
    expect(newExamSchema.parse(exam)).toEqual({ ...exam, title: 'Final' });
    expect(newExamSchema.safeParse({ ...exam, durationMinutes: 0 }).success).toBe(false);
    expect(newExamSchema.safeParse({ ...exam, durationMinutes: 601 }).success).toBe(false);
    expect(newExamSchema.safeParse({ ...exam, title: '  ' }).success).toBe(false);
    expect(newExamSchema.safeParse({ ...exam, startAt: 'tomorrow' }).success).toBe(false);
  });
});
