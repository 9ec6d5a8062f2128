/**
 * Characters no text field takes: the C0 controls except tab, line feed and carriage return, DEL,
 * a lone UTF-16 surrogate and the non-characters U+FFFE and U+FFFF. PostgreSQL cannot store a NUL,
 * and none of them is typed by a person, so they are refused at the door with a field error.
 */
export const controlCharacterMessage = 'This field contains a control character that is not allowed.';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** True when the text holds a character no field takes. */
export const hasControlCharacter = (text: string): boolean => {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN) return true;
    if (code === DELETE || code === 0xfffe || code === 0xffff) return true;
    if (isHighSurrogate(code)) {
      if (!isLowSurrogate(text.charCodeAt(i + 1))) return true;
      i += 1;
    } else if (isLowSurrogate(code)) return true;
  }
  return false;
};

/** A field name as the error shows it: a refused character in a key is shown as U+FFFD. */
const shown = (key: string | number): string =>
  typeof key === 'number' || !hasControlCharacter(key) ? String(key) : [...key].map(shownCharacter).join('');
const shownCharacter = (character: string) => (hasControlCharacter(character) ? '\uFFFD' : character);

/** A value still to look at, with the way to it (each step points at the one before). */
interface Pending {
  value: unknown;
  key?: string | number;
  parent?: Pending;
}

const pathOf = (at: Pending): string => {
  const keys: string[] = [];
  for (let step: Pending | undefined = at; step?.key !== undefined; step = step.parent)
    keys.push(shown(step.key));
  return keys.reverse().join('.') || '_';
};

/**
 * The path of a string (value or object key) in a parsed JSON value that holds a refused
 * character, as `a.b.0.c` (`_` for the value itself), or undefined when every string is clean.
 * Walks without recursion, so a deeply nested request cannot overflow the stack.
 */
export const findControlCharacter = (value: unknown): string | undefined => {
  const pending: Pending[] = [{ value }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      if (hasControlCharacter(next.value)) return pathOf(next);
    } else if (Array.isArray(next.value)) {
      next.value.forEach((item, index) => {
        pending.push({ value: item, key: index, parent: next });
      });
    } else if (next.value !== null && typeof next.value === 'object') {
      for (const [key, item] of Object.entries(next.value)) {
        if (hasControlCharacter(key)) return pathOf({ value: item, key, parent: next });
        pending.push({ value: item, key, parent: next });
      }
    }
  }
  return undefined;
};
