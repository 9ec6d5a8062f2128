import type { LessonResults } from '@canstring/contracts';
import { stringify } from 'csv-stringify/sync';

export const RESULTS_CSV_HEADER = [
  'Learner',
  'Furthest (s)',
  'Last position (s)',
  'Completed',
  'Score',
  'Out of',
  'Set time (s)',
  'Question type',
  'Question',
  'Answer',
  'Correct',
];

/** A cell a spreadsheet would run as a formula is kept as text. */
const safe = (cell: string): string => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
const seconds = (value: number) => String(Math.round(value * 10) / 10);

/**
 * The results as CSV: one line per learner and question answered (a learner who answered nothing has
 * one line without answer columns). Options are written out by their text.
 */
export const resultsCsv = (results: LessonResults): string => {
  const questions = new Map(results.questions.map((q) => [q.id, q]));
  const sets = new Map(results.sets.map((s) => [s.id, s]));
  const rows: string[][] = [];
  for (const line of results.learners) {
    const who = [line.learner.firstName, line.learner.lastName ?? ''].join(' ').trim();
    const base = [
      who,
      seconds(line.progress.furthest),
      seconds(line.progress.position),
      line.progress.completed ? 'yes' : 'no',
      String(line.score),
      String(line.maxScore),
    ];
    const answers = line.answers.flatMap((set) => set.answers.map((answer) => ({ set, answer })));
    if (answers.length === 0) rows.push([...base, '', '', '', '', '']);
    for (const { set, answer } of answers) {
      const question = questions.get(answer.questionId);
      const given =
        answer.text ?? answer.chosenOptions.map((i) => question?.options[i] ?? `#${i + 1}`).join('; ');
      rows.push([
        ...base,
        seconds(sets.get(set.setId)?.time ?? 0),
        answer.type,
        question?.text ?? '',
        answer.type === 'notes' ? 'read' : given,
        answer.correct === null ? '' : answer.correct ? 'yes' : 'no',
      ]);
    }
  }
  return stringify([RESULTS_CSV_HEADER, ...rows.map((r) => r.map(safe))]);
};

/** The file name to save the results under: the lesson's title without its extension. */
export const resultsFileName = (title: string): string => {
  const stem =
    title
      .replace(/\.[^.]+$/, '')
      .replace(/[^\p{L}\p{N} _-]+/gu, '_')
      .trim() || 'lesson';
  return `${stem.slice(0, 80)} results.csv`;
};
