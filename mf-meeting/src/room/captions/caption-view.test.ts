import type { CaptionLine } from '@canstring/client/room';
import { CAPTION_FADE_MS, CAPTION_SHOWN_MS, stripViewOf } from './caption-view';

const line = (text: string, isFinal = true): CaptionLine => ({
  participantId: 'p1',
  userName: 'Ada',
  text,
  isFinal,
});

describe('the caption strip view', () => {
  it('shows the latest three lines while fresh', () => {
    const lines = ['one', 'two', 'three', 'four'].map((t) => line(t));
    const view = stripViewOf(lines, () => 1_000, 1_000);
    expect(view.shown.map((s) => [s.line.text, s.fading])).toEqual([
      ['two', false],
      ['three', false],
      ['four', false],
    ]);
    expect(view.nextChangeAt).toBe(1_000 + CAPTION_SHOWN_MS - CAPTION_FADE_MS);
  });

  it('fades a line in its last second and drops it after', () => {
    const old = line('old');
    const fresh = line('fresh', false);
    const seen = new Map([
      [old, 0],
      [fresh, 4_000],
    ]);
    const at = (now: number) => stripViewOf([old, fresh], (l) => seen.get(l) ?? 0, now);
    expect(at(CAPTION_SHOWN_MS - CAPTION_FADE_MS).shown.map((s) => s.fading)).toEqual([true, false]);
    expect(at(CAPTION_SHOWN_MS - CAPTION_FADE_MS).nextChangeAt).toBe(CAPTION_SHOWN_MS);
    expect(at(CAPTION_SHOWN_MS).shown.map((s) => s.line.text)).toEqual(['fresh']);
    expect(at(4_000 + CAPTION_SHOWN_MS).shown).toEqual([]);
    expect(at(4_000 + CAPTION_SHOWN_MS).nextChangeAt).toBeNull();
  });
});
