import path from 'node:path';
import { assistantTexts, knowledgeBaseTexts } from '@canstring/contracts';
import {
  createTestDatabase,
  runServiceMain,
  type ServiceProcess,
  type TestDatabase,
  waitForHealth,
} from '@canstring/service-kit/testing';
import { type AdminTestBed, codeOf, startAdminTestBed } from '../../test-support/admin-test-kit';

/** The assistant through GraphQL, on the real user service and the assistant service's own process. */
let bed: AdminTestBed;
let database: TestDatabase;
let assistant: ServiceProcess;
beforeAll(async () => {
  bed = await startAdminTestBed('gql-assistant');
  database = await createTestDatabase();
  assistant = runServiceMain(path.join(__dirname, '..', '..', '..', '..', 'assistant'), {
    NATS_URL: bed.nats.url,
    DATABASE_URL: database.url,
  });
  if (!(await waitForHealth(bed.nc, 'assistant')))
    throw new Error(`assistant did not start: ${assistant.output()}`);
}, 120_000);
afterAll(async () => {
  assistant?.child.kill('SIGTERM');
  await assistant?.exited;
  await database?.drop();
  await bed?.stop();
});

const ASK =
  'mutation($q: String!, $t: AssistantInputType) { askAssistant(question: $q, inputType: $t) { input message answers best { entryId question answer } alternatives { question } bannedWords } }';
const CREATE =
  'mutation($i: KnowledgeEntryInput!) { createKnowledgeEntry(input: $i) { id question answer keywords } }';
const REPORTS = '{ bannedWordReports { total reports { userId words source at } } }';

interface Reply {
  askAssistant: {
    input: string;
    message: string | null;
    answers: string[][] | null;
    best: { entryId: string; question: string; answer: string } | null;
    alternatives: { question: string }[];
    bannedWords: string[];
  };
}

describe('assistant', () => {
  it('answers a signed-in member’s paraphrase with the seeded entry and its alternatives', async () => {
    const { data } = await bed.gql<Reply>(
      ASK,
      { q: 'how can I plan a session for next week' },
      bed.member.token,
    );
    const reply = data?.askAssistant;
    expect(reply?.best?.question).toBe('How do I schedule a meeting?');
    expect(reply?.message).toBeNull();
    expect(reply?.answers?.[0]).toEqual([reply?.best?.answer]);
    expect(reply?.input).toBe('how can I plan a session for next week');
  });

  it('says there is no good match, and refuses visitors', async () => {
    const { data } = await bed.gql<Reply>(
      ASK,
      { q: 'who won the football match yesterday' },
      bed.member.token,
    );
    expect(data?.askAssistant).toMatchObject({ best: null, answers: null, message: assistantTexts.noMatch });
    expect(codeOf(await bed.gql(ASK, { q: 'how do I record' }))).toBe('UNAUTHENTICATED');
  });

  it('reports banned words to administrators only', async () => {
    const { data } = await bed.gql<Reply>(ASK, { q: 'shit, how do I record', t: 'voice' }, bed.member.token);
    expect(data?.askAssistant.bannedWords).toEqual(['shit']);
    const screened = await bed.gql<{ screenAssistantSpeech: { bannedWords: string[] } }>(
      'mutation($t: String!) { screenAssistantSpeech(text: $t) { bannedWords } }',
      { t: 'fucking slides' },
      bed.member.token,
    );
    expect(screened.data?.screenAssistantSpeech.bannedWords).toEqual(['fucking']);
    const reports = await bed.gql<{
      bannedWordReports: { total: number; reports: { userId: string; words: string[]; source: string }[] };
    }>(REPORTS, {}, bed.admin.token);
    expect(reports.data?.bannedWordReports.reports.map((r) => [r.userId, r.words, r.source])).toEqual([
      [String(bed.member.id), ['fucking'], 'spoken'],
      [String(bed.member.id), ['shit'], 'spoken'],
    ]);
    expect(codeOf(await bed.gql(REPORTS, {}, bed.member.token))).toBe('FORBIDDEN');
  });

  it('lets an administrator add an entry the next question finds, and import and export CSV', async () => {
    const entry = {
      question: 'How do I book the training room?',
      answer: 'Write to <i>facilities</i>.',
      keywords: 'reserve',
    };
    expect(codeOf(await bed.gql(CREATE, { i: entry }, bed.member.token))).toBe('FORBIDDEN');
    const created = await bed.gql<{ createKnowledgeEntry: { id: string } }>(
      CREATE,
      { i: entry },
      bed.admin.token,
    );
    const id = created.data?.createKnowledgeEntry.id;
    const { data } = await bed.gql<Reply>(ASK, { q: 'reserve the training room' }, bed.member.token);
    expect(data?.askAssistant.best).toMatchObject({ entryId: id, answer: 'Write to <i>facilities</i>.' });

    const blank = await bed.gql(CREATE, { i: { question: ' ', answer: 'x' } }, bed.admin.token);
    expect(codeOf(blank)).toBe('BAD_INPUT');

    const imported = await bed.gql<{ importKnowledgeBase: { added: number; updated: number } }>(
      'mutation($c: String!) { importKnowledgeBase(csv: $c) { added updated } }',
      { c: 'question,answer,keywords\nHow do I park?,Level -2.,car\n' },
      bed.admin.token,
    );
    expect(imported.data?.importKnowledgeBase).toEqual({ added: 1, updated: 0 });
    const csv = await bed.gql<{ knowledgeBaseCsv: string }>('{ knowledgeBaseCsv }', {}, bed.admin.token);
    expect(csv.data?.knowledgeBaseCsv).toContain('How do I park?,Level -2.,car');
    const badCsv = await bed.gql(
      'mutation($c: String!) { importKnowledgeBase(csv: $c) { added } }',
      { c: 'x,y' },
      bed.admin.token,
    );
    expect(badCsv.errors?.[0]?.message).toBe(knowledgeBaseTexts.csvHeader);

    const edited = await bed.gql<{ updateKnowledgeEntry: { answer: string } }>(
      'mutation($id: ID!, $i: KnowledgeEntryInput!) { updateKnowledgeEntry(id: $id, input: $i) { answer } }',
      { id, i: { ...entry, answer: 'Ask reception.' } },
      bed.admin.token,
    );
    expect(edited.data?.updateKnowledgeEntry.answer).toBe('Ask reception.');
    const removed = await bed.gql(
      'mutation($id: ID!) { deleteKnowledgeEntry(id: $id) }',
      { id },
      bed.admin.token,
    );
    expect(removed.data).toEqual({ deleteKnowledgeEntry: true });
    const page = await bed.gql<{ knowledgeEntries: { total: number; entries: { question: string }[] } }>(
      '{ knowledgeEntries(search: "training", limit: 5) { total entries { question } } }',
      {},
      bed.admin.token,
    );
    expect(page.data?.knowledgeEntries.total).toBe(0);
  });

  it('answers the Call popup’s custom message when no softphone is set', async () => {
    const { data } = await bed.gql<{ assistantCallCentre: unknown }>(
      '{ assistantCallCentre { softphoneUrl username password message } }',
      {},
      bed.member.token,
    );
    expect(data?.assistantCallCentre).toEqual({
      softphoneUrl: null,
      username: null,
      password: null,
      message: assistantTexts.callNotConfigured,
    });
  });
});
