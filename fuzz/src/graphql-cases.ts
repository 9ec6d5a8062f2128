import fc from 'fast-check';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { badValue, oddNumber, someText } from './adversarial-values';
import type { JsonSchema } from './json-schema-arbitrary';
import { validOf } from './json-schema-arbitrary';
import type { CallerKind, KnownValues } from './platform';

/** One GraphQL operation as the suite sends it. */
export interface GraphQLCase {
  surface: 'graphql';
  /** e.g. Mutation.signIn */
  operation: string;
  caller: CallerKind;
  query: string;
  variables: Record<string, unknown>;
}

export interface GraphQLOperation {
  name: string;
  kind: 'Query' | 'Mutation';
  field: GraphQLField<unknown, unknown>;
}

/** Every Query and Mutation field of the gateway's schema. */
export const graphqlOperations = (schema: GraphQLSchema): GraphQLOperation[] =>
  (['Query', 'Mutation'] as const).flatMap((kind) => {
    const type = kind === 'Query' ? schema.getQueryType() : schema.getMutationType();
    return Object.values(type?.getFields() ?? {}).map((field) => ({
      name: `${kind}.${field.name}`,
      kind,
      field,
    }));
  });

/** The leaves of the answer without arguments (and `__typename`), so resolvers of its fields run too. */
const selectionOf = (type: GraphQLOutputType): string => {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const leaves = Object.values(named.getFields())
    .filter((f) => f.args.length === 0 && isLeafType(getNamedType(f.type)))
    .map((f) => f.name);
  return `{ __typename ${leaves.join(' ')} }`;
};

export const documentOf = (operation: GraphQLOperation): string => {
  const args = operation.field.args;
  const declared = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${operation.kind.toLowerCase()} Fuzz${declared ? `(${declared})` : ''} { ${operation.field.name}${
    passed ? `(${passed})` : ''
  } ${selectionOf(operation.field.type)} }`;
};

const digits = fc.stringMatching(/^[0-9]{1,12}$/);

/** A value of a GraphQL input type: typed right, content random or hostile, sometimes a known value. */
const inputValueOf = (
  type: GraphQLInputType,
  name: string,
  ctx: { known: KnownValues; fields: Map<string, JsonSchema[]> },
  depth = 0,
): fc.Arbitrary<unknown> => {
  if (isNonNullType(type)) return inputValueOf(type.ofType, name, ctx, depth);
  if (isListType(type))
    return fc.array(inputValueOf(type.ofType, name, ctx, depth + 1), { maxLength: depth > 2 ? 0 : 4 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return fc.record(
      Object.fromEntries(fields.map((f) => [f.name, inputValueOf(f.type, f.name, ctx, depth + 1)])),
      { requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name) },
    );
  }
  const texts = [...ctx.known.texts, ...ctx.known.ids];
  // The contracts' text fields of the same name give the valid end (their bad end is someText's).
  const fromContract = (ctx.fields.get(name) ?? [])
    .filter((schema) => schema.type === 'string')
    .map((schema) => validOf(schema, texts) as fc.Arbitrary<string>);
  switch (type.name) {
    case 'ID':
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...ctx.known.ids) },
        { weight: 2, arbitrary: digits },
        { weight: 1, arbitrary: oddNumber().map(String) },
        { weight: 2, arbitrary: someText(texts) },
      );
    case 'Int':
      return fc.oneof(fc.integer({ min: -5, max: 200 }), oddNumber().filter(Number.isInteger));
    case 'Float':
      return oddNumber();
    case 'Boolean':
      return fc.boolean();
    default:
      return fc.oneof(
        { weight: 3, arbitrary: someText(texts) },
        ...fromContract.map((arbitrary) => ({ weight: 2, arbitrary })),
      );
  }
};

const variablesOf = (
  args: readonly GraphQLArgument[],
  ctx: { known: KnownValues; fields: Map<string, JsonSchema[]> },
): fc.Arbitrary<Record<string, unknown>> => {
  if (args.length === 0) return fc.constant({});
  const typed = fc.record(Object.fromEntries(args.map((a) => [a.name, inputValueOf(a.type, a.name, ctx)])), {
    requiredKeys: args.filter((a) => isNonNullType(a.type)).map((a) => a.name),
  });
  // Now and then one variable of the wrong type or left out: the gateway's own checks must refuse it.
  return fc.oneof(
    { weight: 8, arbitrary: typed },
    {
      weight: 1,
      arbitrary: fc
        .tuple(typed, fc.constantFrom(...args.map((a) => a.name)), badValue())
        .map(([vars, name, bad]) => ({ ...vars, [name]: bad })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(typed, fc.constantFrom(...args.map((a) => a.name))).map(([vars, name]) => {
        const { [name]: _dropped, ...rest } = vars;
        return rest;
      }),
    },
  );
};

/** Cases for one operation, from every caller. */
export const graphqlCasesOf = (
  operation: GraphQLOperation,
  ctx: { known: KnownValues; fields: Map<string, JsonSchema[]> },
): fc.Arbitrary<GraphQLCase> => {
  const query = documentOf(operation);
  return fc
    .tuple(
      fc.constantFrom<CallerKind>('member', 'guest', 'anonymous'),
      variablesOf(operation.field.args, ctx),
    )
    .map(([caller, variables]) => ({
      surface: 'graphql',
      operation: operation.name,
      caller,
      query,
      variables,
    }));
};
