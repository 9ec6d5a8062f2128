import { ApolloServerErrorCode } from '@apollo/server/errors';
import type { Logger } from '@canstring/service-kit';
import type { NextFunction, Request, Response } from 'express';
import {
  type DocumentNode,
  type ExecutionResult,
  execute,
  type GraphQLError,
  type GraphQLSchema,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type OperationDefinitionNode,
  specifiedRules,
  validate,
} from 'graphql';
import Negotiator from 'negotiator';
import { type ContextDeps, createContext, tokenFrom } from '../context';
import { reportFaults, toClientError } from '../errors';
import type { OperationCheck } from '../limits/operation-check';

/** The answer types Apollo Server offers for a single result, in its order of preference. */
const JSON_TYPE = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json; charset=utf-8';
const JSON_CALLBACK_TYPE = 'application/json; callbackSpec=1.0; charset=utf-8';
const OFFERED_TYPES = [JSON_TYPE, GRAPHQL_RESPONSE_TYPE, JSON_CALLBACK_TYPE];
/** Apollo's wording and code for an error that could not be formatted. */
const UNFORMATTABLE = {
  message: 'Internal server error',
  extensions: { code: ApolloServerErrorCode.INTERNAL_SERVER_ERROR },
};
/** The apps send one or two Accept values; anything past this many is negotiated every time. */
const ACCEPT_CACHE_SIZE = 100;

/** A POST body whose fields are the plain kind Apollo would take as they are. */
interface PlainBody {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
  extensions?: Record<string, unknown> | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPlainBody = (body: unknown): body is PlainBody =>
  isRecord(body) &&
  typeof body.query === 'string' &&
  (body.operationName == null || typeof body.operationName === 'string') &&
  (body.variables == null || isRecord(body.variables)) &&
  // Apollo Client sends its name and version here; a persisted query is Apollo's to answer.
  (body.extensions == null || (isRecord(body.extensions) && !('persistedQuery' in body.extensions)));

/** The content type Apollo Server would answer with, or undefined where it would refuse or stream. */
const answerTypes = () => {
  const known = new Map<string, string | undefined>();
  return (accept: string | undefined): string | undefined => {
    if (!accept) return JSON_TYPE;
    if (known.has(accept)) return known.get(accept);
    const preferred = new Negotiator({ headers: { accept } }).mediaType(OFFERED_TYPES);
    const type = preferred === JSON_TYPE || preferred === GRAPHQL_RESPONSE_TYPE ? preferred : undefined;
    if (known.size < ACCEPT_CACHE_SIZE) known.set(accept, type);
    return type;
  };
};

/**
 * The one query or mutation of a document that passes GraphQL's own validation with introspection
 * refused, or null: such a document is valid whatever Apollo's introspection setting, so Apollo would
 * run it exactly as is. Remembered per document (the operation check keeps one per query text).
 */
const runnableOperations = (schema: GraphQLSchema) => {
  const rules = [...specifiedRules, NoSchemaIntrospectionCustomRule];
  const known = new WeakMap<DocumentNode, OperationDefinitionNode | null>();
  return (document: DocumentNode): OperationDefinitionNode | null => {
    let operation = known.get(document);
    if (operation !== undefined) return operation;
    const [only, ...more] = document.definitions;
    operation =
      !more.length &&
      only?.kind === Kind.OPERATION_DEFINITION &&
      only.operation !== 'subscription' &&
      !validate(schema, document, rules).length
        ? only
        : null;
    known.set(document, operation);
    return operation;
  };
};

/** The error as Apollo Server shows it (the formatted form it hands to formatError, then ours). */
const clientError = (error: GraphQLError) => {
  try {
    const extensions = {
      ...error.extensions,
      code: error.extensions.code ?? ApolloServerErrorCode.INTERNAL_SERVER_ERROR,
    };
    return toClientError({ ...error.toJSON(), extensions }, error);
  } catch {
    return UNFORMATTABLE;
  }
};

/** The body Apollo Server writes for a result: errors, data, extensions, in that order, and a newline. */
const answerOf = (result: ExecutionResult): string =>
  `${JSON.stringify({ errors: result.errors?.map(clientError), data: result.data, extensions: result.extensions })}\n`;

export interface CheckedOperationsOptions {
  schema: GraphQLSchema;
  check: OperationCheck;
  deps: ContextDeps;
  log: Logger;
}

/**
 * Answers the common POST (one query or mutation the gateway has already checked and GraphQL has
 * validated, plain JSON fields, an Accept Apollo answers with JSON) by running the document it
 * already holds, with the same context, errors, logging, status, headers and bytes Apollo Server
 * would give. Anything else goes on to Apollo. In the gateway bench Apollo's per-request pipeline
 * (hashing the text again, which under tsx includes resolving a module each time, and its hooks)
 * cost more CPU than executing the operation.
 */
export const checkedOperations = ({ schema, check, deps, log }: CheckedOperationsOptions) => {
  const answerType = answerTypes();
  const runnable = runnableOperations(schema);
  /** What to run and how to answer, when the request is one Apollo would run as it is. */
  const plainRequest = (req: Request) => {
    const body: unknown = req.body;
    if (!isPlainBody(body)) return undefined;
    const checked = check(body.query);
    if (checked.kind !== 'accepted') return undefined;
    const operation = runnable(checked.document);
    if (!operation || (body.operationName != null && body.operationName !== operation.name?.value)) {
      return undefined;
    }
    const type = answerType(req.headers.accept);
    return type && { document: checked.document, variables: body.variables ?? undefined, type };
  };
  return (req: Request, res: Response, next: NextFunction): void => {
    const plain = plainRequest(req);
    if (!plain) {
      next();
      return;
    }
    const requestId = res.locals.requestId as string;
    const contextValue = createContext(
      deps,
      requestId,
      tokenFrom(req.headers.authorization),
      res.locals.clientAddress as string | undefined,
    );
    const { document, variables, type } = plain;
    Promise.resolve(execute({ schema, document, contextValue, variableValues: variables })).then((result) => {
      // No data: the variables were refused before anything ran, which Apollo words itself.
      if (!('data' in result)) {
        next();
        return;
      }
      if (result.errors) reportFaults(log, result.errors, requestId);
      const answer = answerOf(result);
      res.statusCode = 200;
      res.setHeader('content-type', type);
      res.setHeader('content-length', Buffer.byteLength(answer));
      res.end(answer);
    }, next);
  };
};
