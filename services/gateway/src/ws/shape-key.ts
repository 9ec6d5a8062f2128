import { type DocumentNode, type FieldNode, getOperationAST, Kind, OperationTypeNode, visit } from 'graphql';

/**
 * The names of the variables an event's execution reads: every variable of the operation except
 * those used only in the root field's own arguments (those choose which events come, in the
 * field's `subscribe`, not how an event reads).
 */
const variablesReadPerEvent = (document: DocumentNode, operationName?: string | null): string[] => {
  const operation = getOperationAST(document, operationName);
  if (!operation) return [];
  const rootFields = new Set(
    operation.selectionSet.selections.filter((s): s is FieldNode => s.kind === Kind.FIELD),
  );
  const read = new Set<string>();
  visit(document, {
    VariableDefinition: () => false,
    Field: (node) => (rootFields.has(node) ? { ...node, arguments: [] } : undefined),
    Variable: (node) => {
      read.add(node.name.value);
    },
  });
  return [...read].sort();
};

/**
 * What makes two subscriptions' results of one event the same: the document's text, the operation
 * chosen, and the values of the variables the execution reads. Subscriptions with equal keys may
 * share one execution and one serialised payload.
 */
export const shapeKeyOf = (
  query: string,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): string => {
  const read = variablesReadPerEvent(document, operationName);
  const values = read.map((name) => [name, variables?.[name] ?? null]);
  return JSON.stringify([operationName ?? null, query, values]);
};

/** The root field of a subscription operation, when it is written as a field (not in a fragment). */
export const subscriptionFieldOf = (
  document: DocumentNode,
  operationName?: string | null,
): string | undefined => {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== OperationTypeNode.SUBSCRIPTION) return undefined;
  const [first, ...others] = operation.selectionSet.selections;
  if (!first || others.length || first.kind !== Kind.FIELD) return undefined;
  return first.name.value;
};
