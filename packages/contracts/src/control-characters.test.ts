import { findControlCharacter, hasControlCharacter } from './control-characters';

describe('hasControlCharacter', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', '\u0007'],
    ['vertical tab', 'a\u000bb'],
    ['escape', '\u001b'],
    ['unit separator', '\u001f'],
    ['DEL', '\u007f'],
    ['lone high surrogate', 'a\ud83d'],
    ['lone low surrogate', '\ude00a'],
    ['U+FFFE', '\ufffe'],
    ['U+FFFF', 'x\uffff'],
  ])('refuses %s', (_name, text) => {
    expect(hasControlCharacter(text)).toBe(true);
  });

  it.each([
    ['plain text', 'Ada Lovelace'],
    ['tab, line feed and carriage return', 'a\tb\nc\r\nd'],
    ['emoji (a surrogate pair)', 'hi 😀'],
    ['accents and scripts', 'Zoë 日本語 عربى'],
    ['the empty string', ''],
  ])('takes %s', (_name, text) => {
    expect(hasControlCharacter(text)).toBe(false);
  });
});

describe('findControlCharacter', () => {
  it('names the path of the string that holds one', () => {
    expect(findControlCharacter({ email: 'a\u0000@example.org' })).toBe('email');
    expect(findControlCharacter({ list: [{ name: 'ok' }, { name: 'b\u0001' }] })).toBe('list.1.name');
    expect(findControlCharacter('top\u0000')).toBe('_');
  });

  it('checks object keys too, showing the refused character as U+FFFD', () => {
    expect(findControlCharacter({ fields: { 'a\u0000b': 1 } })).toBe('fields.a\ufffdb');
  });

  it('passes clean values of every JSON kind', () => {
    expect(findControlCharacter({ a: 1, b: null, c: true, d: ['x', { e: 'line\nbreak' }] })).toBeUndefined();
    expect(findControlCharacter(undefined)).toBeUndefined();
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let value: unknown = 'deep\u0000';
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(findControlCharacter(value)).toMatch(/^0(\.0)*$/);
  });
});
