import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode, SERVICE_NOT_ANSWERED_MESSAGE } from '@canstring/contracts';
import type { FuzzPlatform } from './platform';
import { sendCase } from './send-case';

/** An edge that answers every request with `answer` (status and JSON body). */
const edgeAnswering = async (answer: { status: number; body: unknown }) => {
  const server = http.createServer((_req, res) => {
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const platform = {
    gatewayUrl: `${url}/graphql`,
    legacyUrl: url,
    legacyPassphrase: 'not used: plaintext cases',
    tokenOf: () => undefined,
  } as unknown as FuzzPlatform;
  return { platform, close: () => new Promise((resolve) => server.close(resolve)) };
};

const graphqlCase = {
  surface: 'graphql',
  operation: 'Mutation.startCall',
  caller: 'member',
  query: 'mutation { x }',
  variables: {},
} as const;
const legacyCase = {
  surface: 'legacy',
  operation: 'POST /awsConnect',
  caller: 'member',
  method: 'POST',
  path: '/awsConnect',
  body: {},
  encoding: 'plaintext',
} as const;

const graphqlUnavailable = (message: string) => ({
  status: 200,
  body: { errors: [{ message, extensions: { code: ErrorCode.Unavailable } }] },
});

describe("the fuzz's reading of UNAVAILABLE", () => {
  it('counts only the edge giving up (no service answered in time) as unavailable', async () => {
    const edge = await edgeAnswering(graphqlUnavailable(SERVICE_NOT_ANSWERED_MESSAGE));
    try {
      expect(await sendCase(edge.platform, graphqlCase)).toMatchObject({ unavailable: true, refused: true });
    } finally {
      await edge.close();
    }
  });

  it("reads a service's own UNAVAILABLE, with its reason, as a refusal", async () => {
    const edge = await edgeAnswering(graphqlUnavailable('The person you are calling is not available.'));
    try {
      expect(await sendCase(edge.platform, graphqlCase)).toMatchObject({ unavailable: false, refused: true });
    } finally {
      await edge.close();
    }
  });

  it("reads the legacy adapter's 503 the same way, by its message", async () => {
    const timedOut = await edgeAnswering({
      status: 503,
      body: { success: false, message: SERVICE_NOT_ANSWERED_MESSAGE },
    });
    const notConfigured = await edgeAnswering({
      status: 503,
      body: { success: false, message: 'The call centre is not configured.' },
    });
    try {
      expect(await sendCase(timedOut.platform, legacyCase)).toMatchObject({ unavailable: true });
      expect(await sendCase(notConfigured.platform, legacyCase)).toMatchObject({
        unavailable: false,
        refused: true,
        status: 503,
      });
    } finally {
      await timedOut.close();
      await notConfigured.close();
    }
  });
});
