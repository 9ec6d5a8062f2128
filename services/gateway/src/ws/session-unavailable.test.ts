import { createLogger } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import WebSocket from 'ws';
import { type RunningGateway, startGateway } from '../gateway';
import { TRY_AGAIN_LATER } from './subscriptions';

/** A gateway whose user service is not running: no session can be checked. */
let nats: TestNats;
let gateway: RunningGateway;
beforeAll(async () => {
  nats = await startNatsServer();
  gateway = await startGateway({
    natsUrl: nats.url,
    port: 0,
    log: createLogger('gql-unavailable', 'silent'),
  });
});
afterAll(async () => {
  await gateway?.stop();
  await nats?.stop();
});

describe('a socket whose session cannot be checked now', () => {
  it('is closed with “try again later”, which graphql-ws clients retry, not refused as unauthorised', async () => {
    const socket = new WebSocket(gateway.wsUrl, 'graphql-transport-ws');
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { token: 'a-session-token' } }));
    expect(await closed).toEqual({
      code: TRY_AGAIN_LATER,
      reason: expect.stringContaining('not available'),
    });
  });
});
