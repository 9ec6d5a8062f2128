import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RuntimeConfig } from '@canstring/contracts';
import { startStaticServer } from '@canstring/infra';
import type { Page } from '@playwright/test';
import type { Timed } from './measure';

/** The bare page's marker, shown once its one script has run (and, for the camera, the picture plays). */
const shown = (): number | false => {
  const video = document.querySelector('video') as HTMLVideoElement | null;
  const marker = document.getElementById('shown');
  const done = video ? video.videoWidth > 0 : !!marker && !marker.hidden && marker.offsetHeight > 0;
  return done && performance.now();
};

/** What the bare page's script does once its bytes are in: show the marker, or play the camera. */
const finish = (camera: boolean) =>
  camera
    ? `navigator.mediaDevices.getUserMedia({video:{width:320,height:240},audio:true}).then(function(s){var v=document.createElement('video');v.muted=true;v.autoplay=true;v.playsInline=true;v.srcObject=s;document.body.appendChild(v);v.play();});`
    : `document.getElementById('shown').hidden=false;`;

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8);

/** A JS file of `bytes` bytes: the text our page loaded, as one string, then the step's end. */
const payloadScript = (texts: Buffer[], bytes: number, camera: boolean): string => {
  const end = finish(camera);
  let text = Buffer.concat(texts).toString('utf8');
  for (;;) {
    const script = `window.benchPayload=${JSON.stringify(text)};${end}`;
    const excess = Buffer.byteLength(script) - bytes;
    if (excess <= 0 || text.length === 0) return script;
    text = text.slice(0, Math.max(0, text.length - Math.ceil(excess / 2) - 1));
  }
};

export interface BareSite {
  /** The bare counterpart of one step: the same bytes from the same server, nothing else. */
  timed(key: string): Timed;
  close(): Promise<void>;
}

export interface BareStep {
  key: string;
  kind: 'navigate' | 'click';
  camera: boolean;
  /** Bodies of what our page loaded for the step (after the click, for a click step). */
  texts: Buffer[];
  bytes: number;
}

/**
 * The baseline pages: for each step, an HTML page and one content-hashed script that together
 * weigh what our page loaded for that step (the same text, so gzip shrinks it alike), served by
 * the product's own static server code (gzip, caching headers, security headers) on this machine.
 * A navigation step's page runs the script at once; a click step's page loads it at the click.
 */
export const serveBarePages = async (steps: BareStep[], runtime: RuntimeConfig): Promise<BareSite> => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
  for (const step of steps) {
    const loader = `bare-${step.key}-loader.${hashOf(step.key)}.js`;
    const html = (script: string) =>
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare</title>${script}</head><body><button id="go" type="button">Go</button><p id="shown" hidden>shown</p></body></html>`;
    const estimate = html(`<script defer src="/${'x'.repeat(40)}"></script>`);
    const scriptBytes = step.kind === 'navigate' ? step.bytes - Buffer.byteLength(estimate) : step.bytes;
    const script = payloadScript(step.texts, scriptBytes, step.camera);
    const scriptName = `bare-${step.key}.${hashOf(script)}.js`;
    writeFileSync(path.join(root, scriptName), script);
    if (step.kind === 'navigate') {
      writeFileSync(
        path.join(root, `${step.key}.html`),
        html(`<script defer src="/${scriptName}"></script>`),
      );
    } else {
      writeFileSync(
        path.join(root, loader),
        `document.getElementById('go').addEventListener('click',function(){var s=document.createElement('script');s.src='/${scriptName}';document.head.appendChild(s);});`,
      );
      writeFileSync(path.join(root, `${step.key}.html`), html(`<script defer src="/${loader}"></script>`));
    }
  }
  const server = await startStaticServer({ root, port: 0, runtimeConfig: () => runtime });
  const kinds = new Map(steps.map((step) => [step.key, step.kind]));
  return {
    timed: (key) => {
      const url = `${server.url}/${key}.html`;
      return {
        start:
          kinds.get(key) === 'navigate'
            ? { kind: 'navigate', url }
            : {
                kind: 'click',
                prepare: async (page: Page) => {
                  await page.goto(url);
                  await page.waitForLoadState('networkidle');
                },
                act: (page: Page) => page.locator('#go').click(),
              },
        shown,
        shownArg: '',
      };
    },
    close: async () => {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
};
