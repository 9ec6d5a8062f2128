import { expect, type Page, test } from '@playwright/test';
import { administratorToken, uniqueName } from './admin-kit';
import { newGroup, newMembers, openChat, sendMessage } from './chat-kit';
import { continuePastPreview, entryTexts, scheduleThroughGateway } from './meeting-kit';
import { testPlatform } from './platform';
import { signInAsAdministrator } from './session';

/**
 * Every Content-Security-Policy violation the page reports, on every document it loads: the
 * `securitypolicyviolation` events and Chromium's console lines about a refused load or eval.
 */
const watchViolations = async (page: Page): Promise<string[]> => {
  const seen: string[] = [];
  await page.exposeFunction('reportCspViolation', (line: string) => seen.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation;
      report(`${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
};

test('the shell and every remote send the policy, with no framing', async ({ request }) => {
  const { shellUrl, remotePorts, gatewayUrl, fileServerUrl } = testPlatform();
  for (const url of [shellUrl, ...Object.values(remotePorts).map((port) => `http://127.0.0.1:${port}`)]) {
    const res = await request.get(`${url}/`);
    expect(res.status()).toBe(200);
    const headers = res.headers();
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    for (const port of Object.values(remotePorts)) expect(policy).toContain(`http://127.0.0.1:${port}`);
    expect(policy).toContain(new URL(gatewayUrl).origin);
    expect(policy).toContain(new URL(fileServerUrl).origin);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
  }
});

test('a page of the product cannot be framed by another site', async ({ page }) => {
  const { shellUrl } = testPlatform();
  // setContent waits for the frame's load too.
  await page.setContent(`<iframe src="${shellUrl}/" width="400" height="300"></iframe>`);
  const frame = page.frames().find((f) => f !== page.mainFrame());
  // Chromium puts its error page in place of a refused frame: the shell never loads inside it.
  expect(frame?.url()).not.toBe(`${shellUrl}/`);
  expect(await frame?.locator('#root').count()).toBe(0);
});

test('signing in, the chat, admin, lessons and meeting areas run with no policy violation, on one copy of each shared package', async ({
  page,
  request,
}) => {
  const violations = await watchViolations(page);
  // A shared singleton offered at a version an area does not accept is still used, with a warning.
  const refusedVersions: string[] = [];
  page.on('console', (message) => {
    if (/does not satisfy the requirement/.test(message.text())) refusedVersions.push(message.text());
  });
  const [member] = await newMembers(request, ['Csp']);
  await signInAsAdministrator(page);
  await expect(page.getByTestId('area-chat')).toBeVisible();
  await openChat(page, { user: member!.id });
  await sendMessage(page, 'under the policy');

  for (const [route, area] of [
    ['/createroom', 'admin'],
    ['/lessons', 'lessons'],
    ['/record', 'meeting'],
  ] as const) {
    await page.goto(`${testPlatform().shellUrl}${route}`);
    await expect(page.getByTestId(`area-${area}`)).toBeVisible();
    await expect(page.getByTestId('area-error')).toHaveCount(0);
  }
  expect(violations).toEqual([]);
  expect(refusedVersions).toEqual([]);
});

test('a guest enters a meeting through the device preview with no policy violation', async ({
  browser,
  request,
}) => {
  const [member] = await newMembers(request, ['Cspguest']);
  const groupId = await newGroup(request, uniqueName('Policy'), [member!]);
  const title = uniqueName('Policy meeting');
  const alias = await scheduleThroughGateway(request, await administratorToken(request), { groupId }, title);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const violations = await watchViolations(page);
    await page.goto(`${testPlatform().shellUrl}/join/${alias}`);
    const popup = page.getByTestId('enter-name');
    await popup.getByRole('textbox', { name: new RegExp(`^${entryTexts.name}`) }).fill('Rowan');
    await popup.getByLabel(entryTexts.phone, { exact: false }).fill('(416) 555-0188');
    await popup.getByRole('button', { name: entryTexts.join }).click();
    await continuePastPreview(page);
    await expect(page.getByTestId('meeting-title')).toHaveText(title);
    await page.getByTestId('tab-info').click();
    await expect(page.getByTestId('meeting-link')).toBeVisible();
    expect(violations).toEqual([]);
  } finally {
    await context.close();
  }
});
