import fc from 'fast-check';
import { badValue, someText } from './adversarial-values';

/** The part of JSON Schema that `z.toJSONSchema` writes for the contracts. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

const validPattern = (pattern: string): fc.Arbitrary<string> | undefined => {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return undefined;
  }
};

const stringOf = (schema: JsonSchema, known: readonly string[]): fc.Arbitrary<string> => {
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'uuid':
      return fc.uuid();
  }
  const pattern = schema.pattern ? validPattern(schema.pattern) : undefined;
  if (pattern) return pattern;
  const maxLength = Math.min(schema.maxLength ?? 40, 200);
  return fc.oneof(
    fc.string({ minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength }),
    fc.constantFrom(...known),
  );
};

const numberOf = (schema: JsonSchema, integer: boolean): fc.Arbitrary<number> => {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined);
  if (integer) {
    const lo = Math.max(min ?? -1000, Number.MIN_SAFE_INTEGER);
    return fc.integer({ min: lo, max: Math.max(lo, Math.min(max ?? lo + 1000, Number.MAX_SAFE_INTEGER)) });
  }
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true });
};

/**
 * A value the schema takes (as near as a generator gets): the valid end of a field's inputs.
 * `known` are real values of the platform, used where the schema says only "text".
 */
export const validOf = (schema: JsonSchema, known: readonly string[], depth = 0): fc.Arbitrary<unknown> => {
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => validOf(s, known, depth + 1)));
  if (schema.allOf?.length) return validOf(Object.assign({}, ...schema.allOf), known, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringOf(schema, known);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(
        schema.items ? validOf(schema.items, known, depth + 1) : fc.jsonValue({ maxDepth: 1 }),
        {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 4, 4),
        },
      );
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      const shape = Object.fromEntries(properties.map(([key, s]) => [key, validOf(s, known, depth + 1)]));
      return fc.record(shape, {
        requiredKeys: properties.map(([key]) => key).filter((key) => required.has(key)),
      });
    }
    default:
      return fc.oneof(someText(known), fc.integer(), fc.boolean());
  }
};

/**
 * Values of the schema pushed toward invalid: mostly valid ones, some fields swapped for bad values,
 * required ones dropped, unknown ones added.
 */
export const mutatedOf = (schema: JsonSchema, known: readonly string[], depth = 0): fc.Arbitrary<unknown> => {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' && schema.properties && depth < 4) {
    const properties = Object.entries(schema.properties);
    const shape = Object.fromEntries(properties.map(([key, s]) => [key, mutatedOf(s, known, depth + 1)]));
    const required = new Set(schema.required ?? []);
    return fc
      .tuple(
        fc.record(shape, { requiredKeys: properties.map(([key]) => key).filter((key) => required.has(key)) }),
        fc.subarray(properties.map(([key]) => key)),
        fc.dictionary(fc.string({ maxLength: 10 }), badValue(), { maxKeys: 2 }),
        fc.nat(9),
      )
      .map(([value, dropped, extra, roll]) => {
        const object = { ...(value as Record<string, unknown>) };
        if (roll === 0) for (const key of dropped) delete object[key];
        return roll === 1 ? { ...extra, ...object } : object;
      });
  }
  return fc.oneof(
    { weight: 3, arbitrary: validOf(schema, known, depth) },
    { weight: 2, arbitrary: badValue() },
  );
};
