import { SESSION_STORAGE_KEY, type StoredSession } from '@canstring/contracts';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { administratorToken, createMember, graphql, type Member } from './admin-kit';
import { testPlatform } from './platform';

/** A member signed in through the landing page in a browser of their own (another person at another computer). */
export interface SignedInMember extends Member {
  context: BrowserContext;
  page: Page;
}

interface SessionAnswer {
  signIn: {
    token?: string;
    expiresAt?: string;
    user?: { id: string; firstName: string; lastName: string | null; email: string; role: number };
  };
}

/**
 * The member's session as the shell keeps it after a sign-in (the sign-in screen has specs of its
 * own; here it would only cost time), put in place before the page's scripts run.
 */
/** The account's session as the shell keeps it after a sign-in through the landing page. */
export const storedSessionOf = async (
  request: APIRequestContext,
  member: Pick<Member, 'email' | 'password'>,
): Promise<StoredSession> => {
  const answer = await graphql<SessionAnswer>(
    request,
    `mutation ($email: String!, $password: String!) {
      signIn(email: $email, password: $password) {
        ... on Session { token expiresAt user { id firstName lastName email role } }
      }
    }`,
    { email: member.email, password: member.password },
  );
  const { token, expiresAt, user } = answer.data?.signIn ?? {};
  if (!token || !user)
    throw new Error(`sign-in failed for ${member.email}: ${JSON.stringify(answer.errors)}`);
  const detail = {
    first_name: user.firstName,
    last_name: user.lastName,
    user_id: Number(user.id),
    user_role: user.role,
    email_id: user.email,
  };
  return {
    token,
    user_id: detail.user_id,
    user_role: user.role,
    email_id: user.email,
    device: 'web',
    userDetail: detail,
    expires_at: expiresAt,
  };
};

/** The test runner's own wait (playwright.config's expect timeout). */
const HOME_WAIT_MS = 45_000;

/** Puts the session in the context's storage before any page's scripts run. */
export const keepSession = (context: BrowserContext, session: StoredSession) =>
  context.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [SESSION_STORAGE_KEY, JSON.stringify(session)] as const,
  );

/** A member signed in, in a browser of their own (another person at another computer), on the chat screen. */
export const signedInMember = async (
  browser: Browser,
  request: APIRequestContext,
  member: Member,
  open?: ChatAddress,
  contextOptions?: BrowserContextOptions,
): Promise<SignedInMember> => {
  const session = await storedSessionOf(request, member);
  const context = await browser.newContext(contextOptions);
  await keepSession(context, session);
  const page = await context.newPage();
  const signedIn = { ...member, context, page };
  if (open) await openChat(page, open);
  else {
    await page.goto(testPlatform().shellUrl);
    // Room for a loaded machine also outside the test runner (benches), whose default is 5 s.
    await expect(page.getByTestId('chat-workspace')).toBeVisible({ timeout: HOME_WAIT_MS });
  }
  return signedIn;
};

/** New members made by the administrator through the gateway (unique names, so specs never meet). */
export const newMembers = async (request: APIRequestContext, prefixes: string[]): Promise<Member[]> => {
  const token = await administratorToken(request);
  return Promise.all(prefixes.map((prefix) => createMember(request, token, prefix)));
};

/** A group of these members, made by the administrator. */
export const newGroup = async (
  request: APIRequestContext,
  name: string,
  members: Member[],
): Promise<string> => {
  const token = await administratorToken(request);
  const answer = await graphql<{ createGroup: { id: string } }>(
    request,
    'mutation ($input: NewGroupInput!) { createGroup(input: $input) { id } }',
    { input: { name, userIds: members.map((member) => member.id) } },
    token,
  );
  const id = answer.data?.createGroup.id;
  if (!id) throw new Error(`createGroup failed: ${JSON.stringify(answer.errors)}`);
  return id;
};

export type ChatAddress = { user: string } | { group: string };

/** Opens a chat by its address, as a reload or a shared link would. */
export const openChat = async (page: Page, target: ChatAddress) => {
  const query = 'user' in target ? `user=${target.user}` : `group=${target.group}`;
  await page.goto(`${testPlatform().shellUrl}/?${query}`);
  await expect(page.getByTestId('chat-view')).toBeVisible();
};

/** Types a message and presses Enter; resolves once it shows in the sender's own chat. */
export const sendMessage = async (page: Page, text: string) => {
  await page.getByTestId('message-input').fill(text);
  await page.getByTestId('message-input').press('Enter');
  await expect(messageWithText(page, text)).toHaveCount(1);
};

export const messageWithText = (page: Page, text: string): Locator =>
  page
    .getByTestId('message')
    .filter({ has: page.getByTestId('message-text').getByText(text, { exact: true }) });

/** The chat list row of a person or group by name. */
export const chatRow = (page: Page, name: string): Locator =>
  page
    .getByTestId('chat-row')
    .filter({ has: page.getByTestId('chat-row-name').getByText(name, { exact: true }) });

/**
 * Marks the page so a later check can tell it was never reloaded (a reload or navigation drops the
 * mark): what the test sees came in by push.
 */
export const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { notReloaded?: boolean }).notReloaded = true;
  });

export const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

/** Every request the page sends to the gateway over HTTP, by operation name (to check no polling). */
export const recordGatewayOperations = (page: Page): string[] => {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.url() !== testPlatform().gatewayUrl || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    names.push(body?.operationName ?? '');
  });
  return names;
};
