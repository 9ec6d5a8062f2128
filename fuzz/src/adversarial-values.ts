import fc from 'fast-check';

/**
 * Values an attacker or a broken client sends: control characters (NUL first), very long text,
 * odd unicode, numbers no field takes, wrong types, deep objects.
 */
const CONTROL = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u2028',
  '\ufeff',
  '\ud800',
];

export const controlText = (): fc.Arbitrary<string> =>
  fc
    .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 12 }))
    .map(([a, c, b]) => `${a}${c}${b}`);

export const longText = (): fc.Arbitrary<string> =>
  fc
    .tuple(fc.constantFrom('a', 'é', '😀', ' ', '%', '\\'), fc.integer({ min: 256, max: 40_000 }))
    .map(([c, n]) => c.repeat(n));

export const oddText = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      '',
      ' ',
      '   \t ',
      'null',
      'undefined',
      'NaN',
      '-1',
      '0',
      '1e309',
      '9999999999999999999999',
      '0x10',
      '1.5',
      "' or 1=1 --",
      '"; drop table users; --',
      '<script>alert(1)</script>',
      '../../etc/passwd',
      '%00',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as text
      '${7*7}',
      '{"$gt":""}',
      '\u202eevil',
      'Zalgờ̵̡̢̛̖̗̘̙̜̝̞̟̠̤̥̦̩̪̫̬̭̮̯̰̱̲̳̹̺̻̼͇͈͉͍͎́̂̃̄',
      'a@b',
      'not a date',
      '2026-02-30T25:61:00Z',
      'Mars/Olympus',
    ),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
  );

export const oddNumber = (): fc.Arbitrary<number> =>
  fc.oneof(
    fc.constantFrom(0, -1, -0, 1.5, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308, -1e308, 5e-324),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );

const deepObject = (): fc.Arbitrary<unknown> =>
  fc.integer({ min: 20, max: 400 }).map((depth) => {
    let value: unknown = 'bottom';
    for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
    return value;
  });

/** Any bad value at all: the arbitrary a field's own values are mixed with. */
export const badValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 3, arbitrary: controlText() },
    { weight: 1, arbitrary: longText() },
    { weight: 3, arbitrary: oddText() },
    { weight: 3, arbitrary: oddNumber() },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': null }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: deepObject() },
  );

/** Text a field may take: sometimes a known value of the platform, else random or bad text. */
export const someText = (known: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known) },
    { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
    { weight: 2, arbitrary: controlText() },
    { weight: 2, arbitrary: oddText() },
    { weight: 1, arbitrary: longText() },
  );
