import fc from 'fast-check';
import { badValue, oddNumber, someText } from './adversarial-values';
import { schemasForLegacyName } from './contract-fields';
import { type JsonSchema, mutatedOf } from './json-schema-arbitrary';
import type { LegacyRoute } from './legacy-routes';
import type { CallerKind, KnownValues } from './platform';

/** How a legacy body travels: encrypted as the old client sends it, plaintext from a local page, or broken. */
export type LegacyEncoding = 'encrypted' | 'plaintext' | 'raw';

/** One request to the legacy adapter as the suite sends it. */
export interface LegacyCase {
  surface: 'legacy';
  /** e.g. PUT /users/:id */
  operation: string;
  caller: CallerKind;
  method: LegacyRoute['method'];
  /** The path with its parameters filled in and a query string. */
  path: string;
  body: unknown;
  encoding: LegacyEncoding;
  /** The exact body text for `raw`. */
  rawBody?: string;
}

const RAW_BODIES = [
  '',
  '{',
  'null',
  '[]',
  '"text"',
  '{"encData": 12}',
  '{"encData": "not really encrypted"}',
  '{"encData": "U2FsdGVkX1+AAAAAAAAAAA=="}',
  '{"encData": null}',
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"admin": true}}}',
  'a=1&b=2',
];

/** A URL cannot carry a lone surrogate: it is sent as U+FFFD, as a browser would. */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

type Ctx = { known: KnownValues; fields: Map<string, JsonSchema[]> };

const fieldValue = (name: string, ctx: Ctx): fc.Arbitrary<unknown> => {
  const texts = [...ctx.known.texts, ...ctx.known.ids];
  const fromContract = schemasForLegacyName(ctx.fields, name).map((schema) => mutatedOf(schema, texts));
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...ctx.known.ids) },
    { weight: 2, arbitrary: someText(texts) },
    { weight: 2, arbitrary: badValue() },
    ...fromContract.map((arbitrary) => ({ weight: 3, arbitrary })),
  );
};

const objectOf = (names: string[], ctx: Ctx): fc.Arbitrary<Record<string, unknown>> =>
  fc
    .uniqueArray(fc.constantFrom(...names), { maxLength: 8 })
    .chain((keys) => fc.record(Object.fromEntries(keys.map((key) => [key, fieldValue(key, ctx)]))));

const pathParameter = (ctx: Ctx): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ctx.known.ids) },
    { weight: 1, arbitrary: oddNumber().map(String) },
    { weight: 2, arbitrary: someText(ctx.known.texts) },
  );

const queryString = (names: string[], ctx: Ctx): fc.Arbitrary<string> =>
  objectOf(names, ctx).map((query) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      params.append(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
    }
    const text = params.toString();
    return text ? `?${text}` : '';
  });

/** Cases for one route, from every caller. */
export const legacyCasesOf = (route: LegacyRoute, ctx: Ctx): fc.Arbitrary<LegacyCase> => {
  const parameters = route.path.match(/:\w+/g) ?? [];
  const takesBody = route.method !== 'GET';
  return fc
    .record({
      caller: fc.constantFrom<CallerKind>('member', 'guest', 'anonymous'),
      values: fc.tuple(...parameters.map(() => pathParameter(ctx))),
      query: fc.oneof(fc.constant(''), queryString(route.fieldNames, ctx)),
      body: takesBody ? objectOf(route.fieldNames, ctx) : fc.constant(undefined),
      encoding: takesBody
        ? fc.constantFrom<LegacyEncoding>('encrypted', 'encrypted', 'encrypted', 'plaintext', 'raw')
        : fc.constant<LegacyEncoding>('encrypted'),
      rawBody: fc.constantFrom(...RAW_BODIES),
    })
    .map(({ caller, values, query, body, encoding, rawBody }) => {
      let filled = route.path;
      parameters.forEach((parameter, i) => {
        filled = filled.replace(parameter, encodeURIComponent(wellFormed(values[i] ?? '')));
      });
      return {
        surface: 'legacy' as const,
        operation: `${route.method} ${route.path}`,
        caller,
        method: route.method,
        path: `${filled}${query}`,
        body,
        encoding,
        ...(encoding === 'raw' ? { rawBody } : {}),
      };
    });
};
