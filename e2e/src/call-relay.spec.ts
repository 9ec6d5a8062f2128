import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { newMembers, signedInMember } from './chat-kit';

/**
 * A one-to-one call forced through the relay (issue "Live room media"; spec 2 §9): coturn on
 * 127.0.0.1 with the TURN credentials the product fetches (callIceServers). It runs in the media
 * network namespace (E2E_MEDIA=1): coturn refuses every loopback peer but the SFU's 127.0.0.2, which
 * is also where relayed media leaves from, so two relayed browsers reach each other and nothing else.
 * The product has no relay switch, so the test's page wraps RTCPeerConnection to add
 * `iceTransportPolicy: 'relay'` to the product's own configuration; without the product's TURN
 * servers no candidate could be gathered.
 */

const figure = (description: string) => {
  test.info().annotations.push({ type: 'figure', description });
  console.info(`call relay e2e: ${description}`);
};

interface RelayWatch {
  relayConnections: RTCPeerConnection[];
  /** Each configuration as the product gave it, before the relay policy was added. */
  productConfigurations: RTCConfiguration[];
}

/** Every RTCPeerConnection of the context's pages is relay-only and kept for getStats. */
const forceRelay = (context: BrowserContext) =>
  context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const watch: RelayWatch = { relayConnections: [], productConfigurations: [] };
    Object.assign(window, watch);
    window.RTCPeerConnection = class extends Native {
      constructor(configuration?: RTCConfiguration) {
        super({ ...configuration, iceTransportPolicy: 'relay' });
        watch.productConfigurations.push(configuration ?? {});
        watch.relayConnections.push(this);
      }
    };
  });

interface PairSeen {
  localType: string | undefined;
  remoteType: string | undefined;
  protocol: string | undefined;
  relayProtocol: string | undefined;
}

/** The selected candidate pair of each open connection (the transport's, else the nominated one). */
const selectedPairs = (page: Page): Promise<PairSeen[]> =>
  page.evaluate(async () => {
    const pairs: PairSeen[] = [];
    for (const connection of (window as unknown as RelayWatch).relayConnections) {
      if (connection.connectionState === 'closed') continue;
      const report = await connection.getStats();
      const entries = [...report.values()] as Record<string, unknown>[];
      const transport = entries.find((e) => e.type === 'transport' && e.selectedCandidatePairId);
      const pair =
        (transport && report.get(transport.selectedCandidatePairId as string)) ??
        entries.find((e) => e.type === 'candidate-pair' && e.nominated && e.state === 'succeeded');
      if (!pair) continue;
      const local = report.get(pair.localCandidateId as string) as Record<string, string> | undefined;
      const remote = report.get(pair.remoteCandidateId as string) as Record<string, string> | undefined;
      pairs.push({
        localType: local?.candidateType,
        remoteType: remote?.candidateType,
        protocol: local?.protocol,
        relayProtocol: local?.relayProtocol,
      });
    }
    return pairs;
  });

/** The TURN addresses the product passed to its connections (with credentials). */
const productTurnUrls = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    (window as unknown as RelayWatch).productConfigurations.flatMap((configuration) =>
      (configuration.iceServers ?? [])
        .filter((server) => server.username && server.credential)
        .flatMap((server) => (Array.isArray(server.urls) ? server.urls : [server.urls]))
        .filter((url) => url.startsWith('turn:')),
    ),
  );

const framesDecoded = (page: Page): Promise<number> =>
  page.evaluate(async () => {
    let total = 0;
    for (const connection of (window as unknown as RelayWatch).relayConnections) {
      const report = await connection.getStats();
      report.forEach((entry: { type: string; kind?: string; framesDecoded?: number }) => {
        if (entry.type === 'inbound-rtp' && entry.kind === 'video') total += entry.framesDecoded ?? 0;
      });
    }
    return total;
  });

const remoteVideoWidth = (page: Page) =>
  page.getByTestId('call-remote-video').evaluate((video: HTMLVideoElement) => video.videoWidth);

/** Both signed in with relay-only connections, A with the chat to B open and B online. */
const twoPeople = async (browser: Browser, request: APIRequestContext) => {
  const [ana, ben] = await newMembers(request, ['RelayAna', 'RelayBen']);
  const b = await signedInMember(browser, request, ben!);
  await forceRelay(b.context);
  await b.page.reload();
  await expect(b.page.getByTestId('chat-workspace')).toBeVisible();
  const a = await signedInMember(browser, request, ana!, { user: ben!.id });
  await forceRelay(a.context);
  await a.page.reload();
  await expect(a.page.getByTestId('chat-view')).toBeVisible();
  await expect(a.page.getByTestId('chat-presence')).toHaveText(/online/i);
  return { a, b };
};

test('a call forced through the relay: both sides connect over coturn and decode each other', async ({
  browser,
  request,
}) => {
  const { a, b } = await twoPeople(browser, request);
  try {
    await a.page.getByTestId('start-call').click();
    await expect(b.page.getByTestId('call-incoming')).toBeVisible();
    const attendedAt = Date.now();
    await b.page.getByTestId('call-attend').click();
    await expect(a.page.getByTestId('call-view')).toBeVisible();
    await expect(b.page.getByTestId('call-view')).toBeVisible();
    await Promise.all(
      [a.page, b.page].map((page) =>
        expect.poll(() => remoteVideoWidth(page), { timeout: 20_000, intervals: [50] }).toBeGreaterThan(0),
      ),
    );
    figure(`attend to the first remote frame on both sides, relay only: ${Date.now() - attendedAt} ms`);

    for (const page of [a.page, b.page]) {
      // The product gave its connections the relay's TURN addresses with credentials.
      expect(await productTurnUrls(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^turn:/)]));
      // The connection in use runs through coturn: its local candidate is a relay candidate.
      const pairs = await selectedPairs(page);
      expect(pairs).toHaveLength(1);
      expect(pairs[0]!.localType).toBe('relay');
      // Decoded frames keep rising, at the call's camera size.
      const before = await framesDecoded(page);
      expect(before).toBeGreaterThan(0);
      await expect.poll(() => framesDecoded(page), { timeout: 5_000 }).toBeGreaterThan(before + 5);
      expect(await remoteVideoWidth(page)).toBe(320);
    }
    const [pairA, pairB] = [(await selectedPairs(a.page))[0]!, (await selectedPairs(b.page))[0]!];
    figure(
      `relay confirmed: A ${pairA.localType}/${pairA.relayProtocol ?? pairA.protocol} -> ${pairA.remoteType}, ` +
        `B ${pairB.localType}/${pairB.relayProtocol ?? pairB.protocol} -> ${pairB.remoteType}`,
    );

    await a.page.getByTestId('call-hang-up').click();
    await expect(b.page.getByTestId('call-view')).toHaveCount(0);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});
