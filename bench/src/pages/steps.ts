import { adminScreenTexts } from '@canstring/contracts';
import { signInForm } from '@canstring/e2e/kit/session';
import type { Page } from '@playwright/test';

/**
 * What the page shows once a step is done, checked in the page on every frame: performance.now()
 * at the first frame it holds, false before.
 */
export type ShownCheck = (arg: string) => number | false;

/** The place the bench opens and what it does there before the timed moment. */
export interface StepSetting {
  shellUrl: string;
  alias: string;
  title: string;
  email: string;
  password: string;
}

export interface PageStep {
  /** As the report names it. */
  name: string;
  /** Short, for file names. */
  key: string;
  budgetMs: number;
  /** The browser holds the administrator's session before the page opens. */
  signedIn: boolean;
  /** The page needs the (fake) camera. */
  camera: boolean;
  /** Timed from the navigation (`url`) or from a click (`prepare` opens the page, `act` clicks). */
  start:
    | { kind: 'navigate'; url(setting: StepSetting): string }
    | {
        kind: 'click';
        prepare(page: Page, setting: StepSetting): Promise<void>;
        act(page: Page): Promise<void>;
      };
  shown: ShownCheck;
  shownArg(setting: StepSetting): string;
}

/** Budgets of issue "Speed a user feels". */
export const pageSteps: readonly PageStep[] = [
  {
    name: 'sign-in form',
    key: 'sign-in-form',
    budgetMs: 500,
    signedIn: false,
    camera: false,
    start: { kind: 'navigate', url: ({ shellUrl }) => `${shellUrl}/` },
    shown: (selector) => {
      const form = document.querySelector(selector) as HTMLElement | null;
      return !!form && form.offsetHeight > 0 && performance.now();
    },
    shownArg: () => 'form[aria-label="Sign in"]',
  },
  {
    name: 'sign-in → chat list',
    key: 'sign-in-chat',
    budgetMs: 1_000,
    signedIn: false,
    camera: false,
    start: {
      kind: 'click',
      prepare: async (page, { shellUrl, email, password }) => {
        await page.goto(`${shellUrl}/`);
        const form = signInForm(page);
        await form.email.fill(email);
        await form.password.fill(password);
        await page.waitForLoadState('networkidle');
      },
      act: (page) => signInForm(page).submit.click(),
    },
    // The list has come: its rows, or the text saying there are none.
    shown: () => {
      const list = document.querySelector('[data-testid="chat-list"]');
      const row = list?.querySelector('[data-testid="chat-row"], [data-testid="chat-list-empty"]') ?? null;
      return !!row && (row as HTMLElement).offsetHeight > 0 && performance.now();
    },
    shownArg: () => '',
  },
  {
    name: 'first Administration',
    key: 'administration',
    budgetMs: 1_000,
    signedIn: true,
    camera: false,
    start: {
      kind: 'click',
      prepare: async (page, { shellUrl }) => {
        await page.goto(`${shellUrl}/`);
        await page.getByTestId('chat-workspace').waitFor();
        await page.waitForLoadState('networkidle');
        await page.getByTestId('avatar-initial').click();
        await page.getByRole('menuitem', { name: adminScreenTexts.title }).waitFor();
      },
      act: (page) => page.getByRole('menuitem', { name: adminScreenTexts.title }).click(),
    },
    // The users' tab of the workspace: the server has answered the roles query.
    shown: () => {
      const tab = document.querySelector('[data-testid="tab-user"]') as HTMLElement | null;
      return !!tab && tab.offsetHeight > 0 && performance.now();
    },
    shownArg: () => '',
  },
  {
    name: 'guest name prompt',
    key: 'guest-prompt',
    budgetMs: 1_000,
    signedIn: false,
    camera: false,
    start: { kind: 'navigate', url: ({ shellUrl, alias }) => `${shellUrl}/join/${alias}` },
    // The prompt, with the meeting's title.
    shown: (title) => {
      const prompt = document.querySelector('[data-testid="enter-name"]') as HTMLElement | null;
      return (
        !!prompt && prompt.offsetHeight > 0 && (prompt.textContent ?? '').includes(title) && performance.now()
      );
    },
    shownArg: ({ title }) => title,
  },
  {
    name: "host's camera check",
    key: 'camera-check',
    budgetMs: 1_000,
    signedIn: true,
    camera: true,
    start: { kind: 'navigate', url: ({ shellUrl, alias }) => `${shellUrl}/host/${alias}` },
    // The preview is ready and the camera's picture plays.
    shown: () => {
      const preview = document.querySelector('[data-testid="device-preview"][aria-busy="false"]');
      const video = preview?.querySelector('[data-testid="preview-video"]') as HTMLVideoElement | null;
      return !!video && video.videoWidth > 0 && performance.now();
    },
    shownArg: () => '',
  },
];
