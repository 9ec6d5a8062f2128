import { ErrorCode, messages, OPERATION_LIMITS } from '@canstring/contracts';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  parse,
  type ValidationContext,
  type ValidationRule,
  validate,
} from 'graphql';
import { hasVisitorMutation } from './visitor-mutations';

export type OperationLimits = { readonly [K in keyof typeof OPERATION_LIMITS]: number };

/** An operation within the bounds: its document (not yet validated against the schema) and what it asks. */
export interface AcceptedOperation {
  kind: 'accepted';
  document: DocumentNode;
  /** Selects a mutation open to visitors, which has its own, tighter rate limit. */
  visitorMutation: boolean;
}

export type CheckedOperation =
  | AcceptedOperation
  /** Over a bound: QUERY_TOO_COMPLEX errors, answered before anything else looks at the document. */
  | { kind: 'tooComplex'; errors: readonly GraphQLError[] }
  /** Not GraphQL: left to the usual syntax error answer. */
  | { kind: 'syntaxError'; error: GraphQLError };

export type OperationCheck = (query: string) => CheckedOperation;

type ArmorConfig = NonNullable<ConstructorParameters<typeof ApolloArmor>[0]>;
type RejectCallback = (context: ValidationContext | null, error: GraphQLError) => void;

export const tooComplex = (detail: string): GraphQLError =>
  new GraphQLError(messages.queryTooComplex(detail), { extensions: { code: ErrorCode.QueryTooComplex } });

/** graphql-armor words its refusals as syntax errors; the detail after that prefix is what to say. */
const reportTooComplex: RejectCallback = (context, error) =>
  context?.reportError(tooComplex(error.message.replace(/^Syntax Error: /, '')));

const off = { enabled: false } as const;
/** Each refusal reported as QUERY_TOO_COMPLEX, and validation goes on (graphql-armor would throw otherwise). */
const rejecting = () => ({ propagateOnRejection: false, onReject: [reportTooComplex] });

/** The graphql-armor rules of one configuration (every protection not named is off). */
const armorRules = (config: ArmorConfig): ValidationRule[] =>
  new ApolloArmor({
    blockFieldSuggestion: off,
    maxTokens: off,
    maxAliases: off,
    maxDepth: off,
    maxDirectives: off,
    costLimit: off,
    ...config,
  }).protect().validationRules;

/**
 * The bounds as validation rules: depth, aliases, directives, the weighted cost, and the field
 * count (graphql-armor's cost with every field weighing 1 and fragments flattened). They read the
 * document only, so they run before GraphQL's own rules, whose cost grows with the document.
 */
export const operationLimitRules = (limits: OperationLimits): ValidationRule[] => [
  ...armorRules({
    maxAliases: { n: limits.maxAliases, ...rejecting() },
    maxDepth: { n: limits.maxDepth, ...rejecting() },
    maxDirectives: { n: limits.maxDirectives, ...rejecting() },
    costLimit: { maxCost: limits.maxCost, ...rejecting() },
  }),
  ...armorRules({
    costLimit: {
      maxCost: limits.maxFields,
      objectCost: 1,
      scalarCost: 1,
      depthCostFactor: 1,
      flattenFragments: true,
      propagateOnRejection: false,
      onReject: [
        (context: ValidationContext | null) =>
          context?.reportError(tooComplex(`more than ${limits.maxFields} fields.`)),
      ],
    },
  }),
];

/** Checked documents kept by their text: the apps send the same few operations again and again. */
const CACHE_SIZE = 1_000;

/**
 * Parses an operation with a token ceiling and checks it against the bounds, for HTTP and
 * graphql-ws alike; QUERY_TOO_COMPLEX errors when it is over one, GraphQL's syntax error when it
 * does not parse. Accepted documents are remembered, so the apps' operations cost one map lookup.
 */
export const createOperationCheck = (
  schema: GraphQLSchema,
  limits: OperationLimits = OPERATION_LIMITS,
): OperationCheck => {
  const rules = operationLimitRules(limits);
  const accepted = new Map<string, AcceptedOperation>();
  return (query) => {
    const known = accepted.get(query);
    if (known) return known;
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: limits.maxTokens });
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      // GraphQL's words for the token ceiling ("Document contains more that N tokens").
      if (/contains more tha[nt] \d+ tokens/.test(error.message))
        return { kind: 'tooComplex', errors: [tooComplex(`more than ${limits.maxTokens} tokens.`)] };
      return { kind: 'syntaxError', error };
    }
    const errors = validate(schema, document, rules);
    if (errors.length) return { kind: 'tooComplex', errors };
    const checked: AcceptedOperation = {
      kind: 'accepted',
      document,
      visitorMutation: hasVisitorMutation(document),
    };
    if (accepted.size >= CACHE_SIZE) accepted.delete(accepted.keys().next().value as string);
    accepted.set(query, checked);
    return checked;
  };
};
