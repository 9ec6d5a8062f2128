import { fileServerPaths, remoteNames, sharedFileMessages } from '@canstring/contracts';
import { stageFilesOf } from './stage-files';

// jsdom reaches no file server: a stand-in answers as it does, and every request is kept.
interface Asked {
  url: string;
  method: string;
  authorization: string | undefined;
  body: string | undefined;
}

const config = {
  gatewayUrl: 'http://gateway.test/graphql',
  gatewayWsUrl: 'ws://gateway.test/graphql',
  remotes: Object.fromEntries(remoteNames.map((name) => [name, `http://remotes.test/${name}.js`])),
  fileServerUrl: 'http://files.test/',
  support: { email: 'help@example.com', phone: '1' },
};

const answer = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => body,
  blob: async () => new Blob(['webp'], { type: 'image/webp' }),
});

/** The file server's stand-in: tickets `t1`, `t2`, ... for `upload`; pages only to `valid` tickets. */
const fileServer = (upload: string, valid: (ticket: string) => boolean, refuseTickets = false) => {
  const asked: Asked[] = [];
  let issued = 0;
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    asked.push({
      url,
      method: init?.method ?? 'GET',
      authorization: headers.authorization,
      body: typeof init?.body === 'string' ? init.body : undefined,
    });
    if (url === '/runtime-config.json') return answer(200, config);
    if (url.endsWith(fileServerPaths.playTickets)) {
      if (refuseTickets) return answer(404, { message: sharedFileMessages.noSharedDocument });
      issued += 1;
      return answer(201, { ticket: `t${issued}`, upload });
    }
    const ticket = new URL(url).searchParams.get('ticket') ?? '';
    return valid(ticket) ? answer(200, null) : answer(403, { message: sharedFileMessages.badPageTicket });
  }) as unknown as typeof fetch;
  return asked;
};

const original = globalThis.fetch;
const originalObjectUrl = URL.createObjectURL;
beforeEach(() => {
  let made = 0;
  URL.createObjectURL = () => `blob:page-${++made}`;
});
afterEach(() => {
  globalThis.fetch = original;
  URL.createObjectURL = originalObjectUrl;
});

describe('the shared document’s pages from the file server', () => {
  it('asks one play ticket with the pass, then reads every page with the ticket alone', async () => {
    const asked = fileServer('u-deck.pptx', () => true);
    const files = stageFilesOf({
      meetingNumber: '123',
      participantId: 'p-1',
      documentKey: 'document-11',
      guestToken: 'guest-pass',
    });
    const pictures = await Promise.all([files.pagePicture(1, 'page'), files.pagePicture(2, 'thumb')]);
    expect(pictures.every((url) => url.startsWith('blob:'))).toBe(true);
    // The same page again is shown from memory.
    expect(await files.pagePicture(1, 'page')).toBe(pictures[0]);

    const tickets = asked.filter((a) => a.url.endsWith(fileServerPaths.playTickets));
    expect(tickets).toEqual([
      {
        url: `http://files.test${fileServerPaths.playTickets}`,
        method: 'POST',
        authorization: 'Bearer guest-pass',
        body: JSON.stringify({ meetingNumber: '123', participantId: 'p-1' }),
      },
    ]);
    const pages = asked.filter((a) => a.url.includes('/pages/'));
    expect(pages.map(({ url, authorization }) => ({ url, authorization }))).toEqual([
      {
        url: `http://files.test${fileServerPaths.sharedPage('123', 'u-deck.pptx', 1, 't1', 'page')}`,
        authorization: undefined,
      },
      {
        url: `http://files.test${fileServerPaths.sharedPage('123', 'u-deck.pptx', 2, 't1', 'thumb')}`,
        authorization: undefined,
      },
    ]);
  });

  it('asks a new ticket when the file server refuses an expired one', async () => {
    const asked = fileServer('u-notes.pdf', (ticket) => ticket !== 't1');
    const files = stageFilesOf({
      meetingNumber: '456',
      participantId: 'p-2',
      documentKey: 'document-12',
      guestToken: 'guest-pass',
    });
    expect(await files.pagePicture(3, 'page')).toMatch(/^blob:/);
    expect(
      asked.filter((a) => a.url.includes('/pages/')).map((a) => new URL(a.url).searchParams.get('ticket')),
    ).toEqual(['t1', 't2']);
  });

  it('says the file server’s reason when no ticket is given', async () => {
    fileServer('u-gone.pdf', () => true, true);
    const files = stageFilesOf({
      meetingNumber: '789',
      participantId: 'p-3',
      documentKey: 'document-13',
      guestToken: 'guest-pass',
    });
    await expect(files.pagePicture(1, 'page')).rejects.toThrow(sharedFileMessages.noSharedDocument);
  });
});
