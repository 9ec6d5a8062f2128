import { allowedSeek, barrierOf, type SetMark, setReached } from './set-stops';

const mark = (id: string, time: number, more: Partial<SetMark> = {}): SetMark => ({
  id,
  time,
  required: false,
  answered: false,
  ...more,
});

describe('where the playback stops for a question set', () => {
  const marks = [mark('poll', 25), mark('quiz', 5, { required: true }), mark('note', 40)];

  it('stops at the earliest set in the stretch just played', () => {
    expect(setReached(marks, 4.9, 5.02, new Set())?.id).toBe('quiz');
    expect(setReached(marks, 0, 30, new Set())?.id).toBe('quiz');
    expect(setReached(marks, 5.1, 24.9, new Set())).toBeNull();
  });

  it('stops on a set at the very position the playback starts from', () => {
    expect(setReached([mark('first', 0)], 0, 0.02, new Set())?.id).toBe('first');
  });

  it('goes on past sets answered or already seen in this viewing', () => {
    const answered = [mark('quiz', 5, { answered: true }), mark('poll', 25)];
    expect(setReached(answered, 0, 30, new Set())?.id).toBe('poll');
    expect(setReached(marks, 0, 30, new Set(['quiz']))?.id).toBe('poll');
  });

  it('finds nothing when the time went back (a seek backwards is no playing through)', () => {
    expect(setReached(marks, 30, 2, new Set())).toBeNull();
  });
});

describe('required sets hold the learner back', () => {
  it('the first unanswered required set is the barrier', () => {
    const marks = [mark('late', 30, { required: true }), mark('early', 10, { required: true })];
    expect(barrierOf(marks)?.id).toBe('early');
    expect(barrierOf([mark('early', 10, { required: true, answered: true }), marks[0]!])?.id).toBe('late');
    expect(barrierOf([mark('free', 3)])).toBeNull();
  });

  it('a seek past the barrier lands on it; before it, anywhere', () => {
    const marks = [mark('quiz', 5, { required: true }), mark('poll', 25)];
    expect(allowedSeek(marks, 20)).toEqual({ position: 5, blockedBy: marks[0] });
    expect(allowedSeek(marks, 4)).toEqual({ position: 4, blockedBy: null });
    expect(allowedSeek(marks, 5)).toEqual({ position: 5, blockedBy: null });
    expect(allowedSeek([mark('quiz', 5, { required: true, answered: true })], 20).position).toBe(20);
  });
});
