import { adminScreenTexts, messages } from '@canstring/contracts';
import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import { testPlatform } from './platform';
import { signInForm } from './session';

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

/** A GraphQL call with variables straight to the gateway, as any client could send it. */
export const graphql = async <T = Record<string, unknown>>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLAnswer<T>> => {
  const res = await request.post(testPlatform().gatewayUrl, {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return res.json();
};

/** A session token for an account, through the gateway's signIn. */
export const tokenOf = async (request: APIRequestContext, email: string, password: string) => {
  const answer = await graphql<{ signIn: { token?: string } }>(
    request,
    'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { ... on Session { token } } }',
    { email, password },
  );
  const token = answer.data?.signIn.token;
  if (!token) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(answer.errors)}`);
  return token;
};

export const administratorToken = (request: APIRequestContext) => {
  const { adminEmail, adminPassword } = testPlatform();
  return tokenOf(request, adminEmail, adminPassword);
};

export interface Member {
  id: string;
  firstName: string;
  email: string;
  password: string;
}

/** A unique name per call, so specs sharing one platform never meet each other's data. */
let counter = 0;
export const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

export const newMemberDetails = (prefix: string): Omit<Member, 'id'> => {
  const firstName = uniqueName(prefix);
  return { firstName, email: `${firstName.toLowerCase()}@example.org`, password: 'member-pass' };
};

/** Creates a member through the gateway as the administrator (for specs about something else). */
export const createMember = async (request: APIRequestContext, adminToken: string, prefix: string) => {
  const details = newMemberDetails(prefix);
  const answer = await graphql<{ createUser: { id: string } }>(
    request,
    'mutation ($input: NewUserInput!) { createUser(input: $input) { id } }',
    { input: { ...details, role: 2, phone: '(201) 555-0123' } },
    adminToken,
  );
  const id = answer.data?.createUser.id;
  if (!id) throw new Error(`createUser failed: ${JSON.stringify(answer.errors)}`);
  return { id, ...details } satisfies Member;
};

/** Signs in through the landing page's form; resolves once the header shows. */
export const signInThroughLanding = async (page: Page, email: string, password: string) => {
  await page.goto(testPlatform().shellUrl);
  const form = signInForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
  await expect(page.getByTestId('avatar-initial')).toBeVisible();
};

/** A second browser, with its own storage: another person at another computer. */
export const otherPerson = async (browser: Browser) => {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
};

export const openAdministration = async (page: Page) => {
  await page.goto(`${testPlatform().shellUrl}/createroom`);
  await expect(page.getByTestId('area-admin')).toBeVisible();
  await expect(page.getByTestId('tab-user')).toBeVisible();
};

/** Types a search and waits for its answer (until then the list still shows the previous one). */
export const searchList = async (page: Page, list: 'users' | 'groups', text: string) => {
  const searched = page.waitForResponse(
    (res) =>
      res.url() === testPlatform().gatewayUrl && res.request().postDataJSON()?.variables?.search === text,
  );
  await page.getByTestId(`${list}-search`).fill(text);
  await searched;
};

/** The row of the list whose name is this (searched for, so other specs' entries do not matter). */
export const findRow = async (page: Page, list: 'users' | 'groups', name: string): Promise<Locator> => {
  await searchList(page, list, name);
  const row = page.getByTestId(list === 'users' ? 'user-row' : 'group-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  return row;
};

/** A field of an administration form by its label (labels of required fields carry a marker). */
export const field = (form: Locator, label: string) => form.getByLabel(label, { exact: false });

export const labels = adminScreenTexts.fields;
export { messages };
