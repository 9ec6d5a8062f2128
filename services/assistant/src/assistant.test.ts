import {
  type Actor,
  type AppError,
  assistantEndpoints,
  assistantTexts,
  knowledgeBaseTexts,
} from '@canstring/contracts';
import { call, connectNats, type NatsConnection } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import { startAssistantServiceForTest, type TestAssistantService } from './testing';

let nats: TestNats;
let assistant: TestAssistantService;
let nc: NatsConnection;
const admin: Actor = { userId: 1, role: 1, sessionId: 'admin-session' };
const member: Actor = { userId: 2, role: 2, sessionId: 'member-session' };

const refusal = (promise: Promise<unknown>): Promise<AppError> =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: AppError) => e,
  );
const ask = (question: string, actor: Actor = member) =>
  call(nc, assistantEndpoints.ask, { actor, question });

beforeAll(async () => {
  nats = await startNatsServer();
  assistant = await startAssistantServiceForTest({ natsUrl: nats.url });
  nc = await connectNats(nats.url, 'assistant-test');
});
afterAll(async () => {
  await nc?.close();
  await assistant?.stop();
  await nats?.stop();
});

describe('asking', () => {
  it.each([
    ['how can I plan a session for next week', 'How do I schedule a meeting?'],
    ['turn on subtitles', 'How do I turn on captions?'],
    ['can I present my slides', 'How do I share a document or presentation?'],
    ['kick a participant out', 'How do I remove someone from a meeting?'],
    ['share my desktop', 'How do I share my screen?'],
    ['I forgot my password', 'How do I reset my password?'],
  ])('answers the paraphrase %j with the seeded entry %j', async (question, expected) => {
    const reply = await ask(question);
    expect(reply.best?.question).toBe(expected);
    expect(reply.input).toBe(question);
    expect(reply.response).toEqual([
      [reply.best?.answer],
      ...reply.alternatives.map((a) => [a.question, a.answer]),
    ]);
    expect(reply.alternatives.length).toBeLessThanOrEqual(2);
  });

  it.each([
    'what is the weather in paris today',
    'recipe for chocolate cake with eggs',
    '<script>alert(1)</script>',
  ])('says honestly there is no good match for %j', async (question) => {
    const reply = await ask(question);
    expect(reply).toMatchObject({ best: null, alternatives: [], response: assistantTexts.noMatch });
  });

  it('refuses blank and over-long questions clearly', async () => {
    expect((await refusal(ask('   '))).code).toBe('BAD_INPUT');
    const long = await refusal(ask('how '.repeat(200)));
    expect(long.code).toBe('BAD_INPUT');
    expect(long.details.fields?.question).toBe(assistantTexts.questionTooLong);
  });

  it('does not answer banned words: names them and records the report for administrators', async () => {
    const reply = await ask('how the shit do I record');
    expect(reply).toMatchObject({ best: null, bannedWords: ['shit'] });
    expect(reply.response).toBe(assistantTexts.bannedBody(['shit']));
    const screened = await call(nc, assistantEndpoints.screen, {
      actor: member,
      text: 'fucking captions',
      source: 'spoken',
    });
    expect(screened.bannedWords).toEqual(['fucking']);
    const clean = await call(nc, assistantEndpoints.screen, {
      actor: member,
      text: 'the class passage',
      source: 'spoken',
    });
    expect(clean.bannedWords).toEqual([]);
    const { reports, total } = await call(nc, assistantEndpoints.listReports, { actor: admin });
    expect(total).toBe(2);
    expect(reports.map((r) => [r.userId, r.words, r.source])).toEqual([
      [2, ['fucking'], 'spoken'],
      [2, ['shit'], 'typed'],
    ]);
    expect((await refusal(call(nc, assistantEndpoints.listReports, { actor: member }))).code).toBe(
      'FORBIDDEN',
    );
  });
});

describe('the knowledge base', () => {
  it('is seeded with the product help', async () => {
    const { total, entries } = await call(nc, assistantEndpoints.listEntries, { actor: admin, limit: 100 });
    expect(total).toBeGreaterThanOrEqual(40);
    expect(entries.map((e) => e.question)).toContain('How do I record a meeting?');
    const found = await call(nc, assistantEndpoints.listEntries, { actor: admin, search: 'whiteboard' });
    expect(found.entries.every((e) => /whiteboard/i.test(e.question + e.keywords))).toBe(true);
  });

  it('lets only administrators change it', async () => {
    const entry = { question: 'How do I feed the office cat?', answer: 'Twice a day.' };
    const refused = await refusal(call(nc, assistantEndpoints.createEntry, { actor: member, entry }));
    expect(refused).toMatchObject({ code: 'FORBIDDEN', message: knowledgeBaseTexts.adminsOnly });
  });

  it('finds an entry at once after an administrator adds, edits and deletes it', async () => {
    expect((await ask('what food does the office cat eat')).best).toBeNull();
    const { entry } = await call(nc, assistantEndpoints.createEntry, {
      actor: admin,
      entry: {
        question: 'How do I feed the office cat?',
        answer: '<b>Twice</b> a day, tuna.',
        keywords: 'cat food',
      },
    });
    const found = await ask('what food does the office cat eat');
    expect(found.best).toMatchObject({ entryId: entry.id, answer: '<b>Twice</b> a day, tuna.' });
    const dup = await refusal(
      call(nc, assistantEndpoints.createEntry, {
        actor: admin,
        entry: { question: entry.question, answer: 'x' },
      }),
    );
    expect(dup).toMatchObject({ code: 'CONFLICT', message: knowledgeBaseTexts.duplicate });
    await call(nc, assistantEndpoints.updateEntry, {
      actor: admin,
      entryId: entry.id,
      entry: { question: entry.question, answer: 'Once a day.', keywords: 'cat food' },
    });
    expect((await ask('what food does the office cat eat')).best?.answer).toBe('Once a day.');
    await call(nc, assistantEndpoints.deleteEntry, { actor: admin, entryId: entry.id });
    expect((await ask('what food does the office cat eat')).best).toBeNull();
    const gone = await refusal(call(nc, assistantEndpoints.deleteEntry, { actor: admin, entryId: entry.id }));
    expect(gone.code).toBe('NOT_FOUND');
  });

  it('imports and exports CSV, refusing a bad file whole and naming the line', async () => {
    const csv = [
      'question,answer,keywords',
      '"How do I water the plants?","Every Monday, with ""plant food"".",plants',
      'How do I record a meeting?,Press Record.,',
    ].join('\n');
    expect(await call(nc, assistantEndpoints.importEntries, { actor: admin, csv })).toEqual({
      added: 1,
      updated: 1,
    });
    expect((await ask('when should the plants get water')).best?.answer).toBe(
      'Every Monday, with "plant food".',
    );
    const { csv: exported } = await call(nc, assistantEndpoints.exportEntries, { actor: admin });
    expect(exported.startsWith('question,answer,keywords\r\n')).toBe(true);
    expect(exported).toContain('"Every Monday, with ""plant food""."');
    expect(exported).toContain('How do I record a meeting?,Press Record.,');

    const bad = await refusal(
      call(nc, assistantEndpoints.importEntries, {
        actor: admin,
        csv: 'question,answer\nHow do I dance?,Well.\nNo answer,\n',
      }),
    );
    expect(bad).toMatchObject({ code: 'BAD_INPUT' });
    expect(bad.message).toMatch(/^Line 3: answer/);
    expect((await ask('how do I dance')).best?.question).not.toBe('How do I dance?');
    const noHeader = await refusal(
      call(nc, assistantEndpoints.importEntries, { actor: admin, csv: 'a,b\nc,d' }),
    );
    expect(noHeader.message).toBe(knowledgeBaseTexts.csvHeader);
  });

  it('says so when it is empty', async () => {
    const { entries } = await call(nc, assistantEndpoints.listEntries, { actor: admin, limit: 100 });
    for (const e of entries) await call(nc, assistantEndpoints.deleteEntry, { actor: admin, entryId: e.id });
    expect((await ask('how do I record a meeting')).response).toBe(assistantTexts.emptyKnowledgeBase);
  });
});

describe('the Call popup', () => {
  it('shows the custom message when no softphone is set', async () => {
    expect(await call(nc, assistantEndpoints.callCentre, { actor: member })).toEqual({
      softphoneUrl: null,
      username: null,
      password: null,
      message: assistantTexts.callNotConfigured,
    });
  });
});
