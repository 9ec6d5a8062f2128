import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Emoji and pictograph characters (and the variation selector that makes a symbol an emoji): without
 * an emoji font they show as empty boxes, so no screen may use them as icons; the product's line icons
 * (packages/ui icons.tsx) draw them instead.
 */
const pictograph = /[\u{1F000}-\u{1FAFF}\u{2600}-\u{27BF}\u{2B00}-\u{2BFF}\u{22EE}]|\u{FE0F}/u;
/** An arrow standing alone in a line of markup is an icon ('← Back'); inside a sentence it is text. */
const arrowIcon = /^\s*[\u{2190}-\u{21FF}]/u;

const root = path.resolve(__dirname, '../../..');
const screens = [
  'shell/src',
  'mf-admin/src',
  'mf-chat/src',
  'mf-meeting/src',
  'mf-lessons/src',
  'mf-proctoring/src',
  'packages/ui/src',
];

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourcesUnder(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });

/** A line's code, without its comments (a comment may say "→" without drawing it). */
const codeOf = (line: string) => line.replace(/\/\/.*$/, '').replace(/^\s*(\/\*\*|\*|\/\*).*$/, '');

describe('icons', () => {
  it('are never emoji or symbol characters in any screen', () => {
    const found: string[] = [];
    for (const dir of screens)
      for (const file of sourcesUnder(path.join(root, dir)))
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            const match = pictograph.exec(codeOf(line)) ?? arrowIcon.exec(codeOf(line));
            if (match) found.push(`${path.relative(root, file)}:${index + 1} ${match[0]}`);
          });
    expect(found).toEqual([]);
  });
});
