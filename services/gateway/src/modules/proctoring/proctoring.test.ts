import { groupEndpoints, proctoringMessages } from '@canstring/contracts';
import {
  startProctoringServiceForTest,
  type TestProctoringService,
} from '@canstring/proctoring-service/testing';
import { type AdminTestBed, codeOf, startAdminTestBed } from '../../test-support/admin-test-kit';

/**
 * Exams through GraphQL, on the real user and proctoring services: the examiner (an administrator
 * in the class) creates one and gets its links, the class reads it, anyone else is refused, the
 * report waits for Stop Test, and the exam form's classes are the caller's own groups.
 */
let bed: AdminTestBed;
let proctoring: TestProctoringService;
beforeAll(async () => {
  bed = await startAdminTestBed('gql-proctoring');
  proctoring = await startProctoringServiceForTest({ natsUrl: bed.nats.url });
});
afterAll(async () => {
  await proctoring?.stop();
  await bed?.stop();
});

const ok = async <T>(answer: Promise<{ data?: T | null; errors?: unknown }>): Promise<T> => {
  const { data, errors } = await answer;
  if (!data) throw new Error(JSON.stringify(errors));
  return data;
};

const CREATE =
  'mutation($input: NewExamInput!) { createExam(input: $input) { examId title groupId groupName status alias candidateLink examinerLink durationMinutes startAt endAt } }';
const LIST = 'query { exams { role exam { examId title } } }';
const ONE =
  'query($id: ID!) { exam(examId: $id) { role exam { examId status } candidates { userId } flags { flagId } messages { messageId } } }';
const REPORT = 'query($id: ID!) { examReport(examId: $id) { generatedAt } }';
const CLASSES = 'query { examClasses { groupId name } }';

describe('exams', () => {
  it('an examiner creates an exam for their class; the class reads it, others are refused; the report waits for the stop', async () => {
    const candidate = await bed.newMember();
    const outsider = await bed.newMember();
    const candidateToken = await bed.signIn(candidate.email, candidate.password);
    const outsiderToken = await bed.signIn(outsider.email, outsider.password);
    const { group } = await bed.asAdmin(groupEndpoints.create, {
      group: { name: 'Algebra 1', description: null, userIds: [bed.admin.id, candidate.id] },
    });
    const { group: other } = await bed.asAdmin(groupEndpoints.create, {
      group: { name: 'Not mine', description: null, userIds: [outsider.id] },
    });

    // The form's classes: the examiner's own groups only.
    const { examClasses } = await ok(
      bed.gql<{ examClasses: { groupId: string; name: string }[] }>(CLASSES, {}, bed.admin.token),
    );
    expect(examClasses).toContainEqual({ groupId: String(group.id), name: 'Algebra 1' });
    expect(examClasses.map((c) => c.groupId)).not.toContain(String(other.id));

    const startAt = new Date(Date.now() + 60_000).toISOString();
    const input = { groupId: String(group.id), title: 'Midterm', startAt, durationMinutes: 45 };
    // A member is no examiner; a blank title is named as the form's field; a bad id is BAD_INPUT.
    expect(codeOf(await bed.gql(CREATE, { input }, candidateToken))).toBe('FORBIDDEN');
    const blank = await bed.gql(CREATE, { input: { ...input, title: '  ' } }, bed.admin.token);
    expect([codeOf(blank), blank.errors?.[0]?.extensions?.fields]).toEqual([
      'BAD_INPUT',
      { title: proctoringMessages.titleRequired },
    ]);
    expect(codeOf(await bed.gql(CREATE, { input: { ...input, groupId: 'x' } }, bed.admin.token))).toBe(
      'BAD_INPUT',
    );
    expect(codeOf(await bed.gql(CREATE, { input }))).toBe('UNAUTHENTICATED');

    const { createExam } = await ok(
      bed.gql<{ createExam: Record<string, unknown> }>(CREATE, { input }, bed.admin.token),
    );
    const examId = String(createExam.examId);
    expect(createExam).toMatchObject({
      title: 'Midterm',
      groupId: String(group.id),
      groupName: 'Algebra 1',
      status: 'scheduled',
      alias: `exam-${examId}`,
      candidateLink: `/proctoring/candidate?exam=${examId}`,
      examinerLink: `/proctoring/examinor?exam=${examId}`,
      durationMinutes: 45,
    });

    // Listed for both, each in their part; not for someone outside the class.
    const roleIn = async (token: string) =>
      (
        await ok(bed.gql<{ exams: { role: string; exam: { examId: string } }[] }>(LIST, {}, token))
      ).exams.find((e) => e.exam.examId === examId)?.role;
    expect(await roleIn(bed.admin.token)).toBe('examiner');
    expect(await roleIn(candidateToken)).toBe('candidate');
    expect(await roleIn(outsiderToken)).toBeUndefined();

    const seen = await ok(
      bed.gql<{ exam: { role: string; exam: { status: string } } }>(ONE, { id: examId }, candidateToken),
    );
    expect(seen.exam).toMatchObject({ role: 'candidate', exam: { status: 'scheduled' } });
    const refused = await bed.gql(ONE, { id: examId }, outsiderToken);
    expect([codeOf(refused), refused.errors?.[0]?.message]).toEqual([
      'FORBIDDEN',
      proctoringMessages.notInClass,
    ]);
    expect(codeOf(await bed.gql(ONE, { id: '0' }, bed.admin.token))).toBe('BAD_INPUT');
    expect(codeOf(await bed.gql(ONE, { id: '999999' }, bed.admin.token))).toBe('NOT_FOUND');

    // The report: the examiner's, once the test has been stopped.
    const early = await bed.gql(REPORT, { id: examId }, bed.admin.token);
    expect([codeOf(early), early.errors?.[0]?.message]).toEqual([
      'CONFLICT',
      proctoringMessages.reportNotReady,
    ]);
    expect(codeOf(await bed.gql(REPORT, { id: examId }, candidateToken))).toBe('FORBIDDEN');
  });
});
