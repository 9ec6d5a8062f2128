import path from 'node:path';
import { assistantTexts, callCentreTexts, callMessages, presenceEndpoints } from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import {
  createTestDatabase,
  runServiceMain,
  type ServiceProcess,
  type TestDatabase,
  waitForHealth,
} from '@canstring/service-kit/testing';
import { type LegacyAdminTestBed, startLegacyAdminTestBed } from '../test-support/admin-test-kit';

/** The assistant's old calls against the real user service and the assistant service's own process. */
let bed: LegacyAdminTestBed;
let database: TestDatabase;
let assistant: ServiceProcess;
let room: ServiceProcess;
const servicesRoot = path.join(__dirname, '..', '..', '..');
beforeAll(async () => {
  bed = await startLegacyAdminTestBed('legacy-assistant');
  database = await createTestDatabase();
  const env = { NATS_URL: bed.nats.url, DATABASE_URL: database.url };
  assistant = runServiceMain(path.join(servicesRoot, 'assistant'), env);
  // The one-to-one calls POST /awsConnect rings through.
  room = runServiceMain(path.join(servicesRoot, 'room'), env);
  if (!(await waitForHealth(bed.nc, 'assistant')))
    throw new Error(`assistant did not start: ${assistant.output()}`);
  if (!(await waitForHealth(bed.nc, 'room'))) throw new Error(`room did not start: ${room.output()}`);
}, 200_000);
afterAll(async () => {
  for (const service of [assistant, room]) service?.child.kill('SIGTERM');
  await Promise.all([assistant?.exited, room?.exited]);
  await database?.drop();
  await bed?.stop();
});

describe('POST /godigitbot and /chatbot', () => {
  it('answers question and input with response (the answers as lists of strings) and input', async () => {
    const answer = await bed.asAdminRequest('/godigitbot', {
      body: { question: 'how do I turn on subtitles', input: 'how do I turn on subtitles' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.input).toBe('how do I turn on subtitles');
    const response = answer.body.response as string[][];
    expect(response[0]?.[0]).toMatch(/captions/i);
    const chatbot = await bed.asAdminRequest('/chatbot', {
      body: { question: 'what is the weather in paris today' },
    });
    expect(chatbot.body).toEqual({
      response: assistantTexts.noMatch,
      input: 'what is the weather in paris today',
    });
  });

  it('refuses a visitor and a missing question', async () => {
    expect((await bed.request('/godigitbot', { body: { question: 'how do I record' } })).status).toBe(401);
    const missing = await bed.asAdminRequest('/godigitbot', { body: { input: 'x' } });
    expect(missing.status).toBe(400);
  });
});

describe('POST /awsConnect', () => {
  it('rings a member here through the product’s own call, and says the contact centre is not configured otherwise', async () => {
    const callee = await bed.newMember();
    const ring = () =>
      bed.asAdminRequest('/awsConnect', {
        body: { user_id: callee.id, to_user_name: callee.firstName, phone_no: '' },
      });
    // Not connected anywhere: not available.
    const away = await ring();
    expect(away.status).toBe(503);
    expect(away.body.message).toBe(callMessages.notAvailable);
    // Connected (a tab open): rung.
    await call(bed.nc, presenceEndpoints.connected, {
      connectionId: 'aws-callee-tab',
      instanceId: 'legacy-test-gw',
      userId: callee.id,
    });
    const rung = await ring();
    expect(rung.status).toBe(200);
    expect(rung.body).toMatchObject({
      success: true,
      message: callCentreTexts.rung,
      call_id: expect.any(String),
    });
    const self = await bed.asAdminRequest('/awsConnect', { body: { user_id: bed.admin.id } });
    expect(self.body.message).toBe(callCentreTexts.callYourself);

    const outside = await bed.asAdminRequest('/awsConnect', {
      body: { to_user_name: 'Pat', phone_no: '+15550100' },
    });
    expect(outside.status).toBe(503);
    expect(outside.body.message).toBe(callCentreTexts.notConfigured);
  });
});
