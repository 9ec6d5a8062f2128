import type { LessonResults } from '@canstring/contracts';
import { resultsCsv, resultsFileName } from './results-csv';

const results = {
  lesson: {} as LessonResults['lesson'],
  questions: [
    { id: 1, lessonId: 1, type: 'survey', text: 'Why?', options: [], correctOptions: [], createdAt: '' },
  ],
  sets: [{ id: 7, lessonId: 1, questionIds: [1], time: 12.34, type: 'survey', required: false }],
  learners: [
    {
      learner: { userId: 3, firstName: 'Ann', lastName: 'Lee' },
      progress: { position: 20, furthest: 20, completed: false, updatedAt: null },
      answers: [
        {
          setId: 7,
          answers: [
            {
              questionId: 1,
              type: 'survey',
              chosenOptions: [],
              text: '=HYPERLINK("x"), "quoted"',
              correct: null,
              correctOptions: [],
            },
          ],
          score: 0,
          maxScore: 0,
          answeredAt: '',
        },
      ],
      score: 0,
      maxScore: 0,
    },
    {
      learner: { userId: 4, firstName: 'Bo', lastName: null },
      progress: { position: 3, furthest: 3, completed: false, updatedAt: null },
      answers: [],
      score: 0,
      maxScore: 0,
    },
  ],
  polls: [],
} satisfies LessonResults;

describe('results as CSV', () => {
  it('writes a line per answer, quotes what needs it and keeps formulas as text', () => {
    const lines = resultsCsv(results).trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(`Ann Lee,20,20,no,0,0,12.3,survey,Why?,"'=HYPERLINK(""x""), ""quoted""",`);
    expect(lines[2]).toBe('Bo,3,3,no,0,0,,,,,');
  });

  it('names the file after the lesson', () => {
    expect(resultsFileName('Week 1: cells.mp4')).toBe('Week 1_ cells results.csv');
  });
});
