import * as contracts from '@canstring/contracts';
import { z } from 'zod';
import type { JsonSchema } from './json-schema-arbitrary';

interface EndpointLike {
  subject: string;
  input: z.ZodType;
}

const isEndpoint = (value: unknown): value is EndpointLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EndpointLike).subject === 'string' &&
  (value as EndpointLike).input instanceof z.ZodType;

/** Every NATS endpoint the contracts declare (the `…Endpoints` tables). */
export const contractEndpoints = (): EndpointLike[] =>
  Object.entries(contracts)
    .filter(([name, value]) => name.endsWith('Endpoints') && typeof value === 'object' && value !== null)
    .flatMap(([, table]) => Object.values(table as Record<string, unknown>).filter(isEndpoint));

const snakeToCamel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The JSON Schema of each input field the contracts name, by field name (`actor` left out: the edges
 * make it). Zod 4 writes them (`z.toJSONSchema`, input side; what JSON cannot say reads as "anything").
 */
export const contractFields = (): Map<string, JsonSchema[]> => {
  const fields = new Map<string, JsonSchema[]>();
  const add = (name: string, schema: JsonSchema) => fields.set(name, [...(fields.get(name) ?? []), schema]);
  const visit = (schema: JsonSchema, depth: number) => {
    if (depth > 3) return;
    for (const [name, field] of Object.entries(schema.properties ?? {})) {
      if (name === 'actor') continue;
      add(name, field);
      visit(field, depth + 1);
    }
  };
  for (const endpoint of contractEndpoints()) {
    let schema: JsonSchema;
    try {
      schema = z.toJSONSchema(endpoint.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    } catch {
      continue;
    }
    visit(schema, 0);
  }
  return fields;
};

/** The contracts' schemas for an old field name (`to_user_id` → `toUserId`, or the same name). */
export const schemasForLegacyName = (fields: Map<string, JsonSchema[]>, name: string): JsonSchema[] => [
  ...(fields.get(name) ?? []),
  ...(snakeToCamel(name) !== name ? (fields.get(snakeToCamel(name)) ?? []) : []),
];
