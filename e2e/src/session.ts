import { messages, SESSION_STORAGE_KEY } from '@canstring/contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { testPlatform } from './platform';

/** A GraphQL request straight to the gateway, as any client could send it. */
export const gatewayRequest = async (
  request: APIRequestContext,
  query: string,
  token?: string,
): Promise<{
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}> => {
  const res = await request.post(testPlatform().gatewayUrl, {
    data: { query },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return res.json();
};

/** The session token the shell stored after sign-in. */
export const storedToken = (page: Page): Promise<string | undefined> =>
  page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { token?: string }).token : undefined;
  }, SESSION_STORAGE_KEY);

/** The landing page's sign-in form (the page also has a demo-request form with its own email field). */
export const signInForm = (page: Page) => {
  const form = page.getByRole('form', { name: 'Sign in' });
  return {
    email: form.getByLabel('Email', { exact: true }),
    password: form.getByLabel('Password', { exact: true }),
    submit: form.getByRole('button', { name: messages.signIn }),
  };
};

/** Signs in through the landing page as the seeded administrator; resolves once the header shows. */
export const signInAsAdministrator = async (page: Page) => {
  const { shellUrl, adminEmail, adminPassword } = testPlatform();
  await page.goto(shellUrl);
  await expect(page.getByTestId('landing')).toBeVisible();
  const form = signInForm(page);
  await form.email.fill(adminEmail);
  await form.password.fill(adminPassword);
  await form.submit.click();
  await expect(page.getByTestId('avatar-initial')).toBeVisible();
};
