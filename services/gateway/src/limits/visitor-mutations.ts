import { type DocumentNode, Kind, type SelectionNode } from 'graphql';

/**
 * Mutations open to anyone without a session: each is a way in (or a mail sent), so an address
 * gets a tighter budget of them than of other operations.
 */
export const VISITOR_MUTATIONS: ReadonlySet<string> = new Set([
  'signIn',
  'verifyPin',
  'joinMeetingAsGuest',
  'requestDemo',
]);

/**
 * True when a mutation of the document selects a visitor mutation at its root (through inline
 * fragments too; a named fragment on Mutation counts as well).
 */
export const hasVisitorMutation = (document: DocumentNode): boolean => {
  const fragments = new Map(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [],
    ),
  );
  const seen = new Set<string>();
  const selects = (selections: readonly SelectionNode[]): boolean =>
    selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return VISITOR_MUTATIONS.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return selects(selection.selectionSet.selections);
      if (seen.has(selection.name.value)) return false;
      seen.add(selection.name.value);
      const fragment = fragments.get(selection.name.value);
      return fragment ? selects(fragment.selectionSet.selections) : false;
    });
  return document.definitions.some(
    (d) =>
      d.kind === Kind.OPERATION_DEFINITION &&
      d.operation === 'mutation' &&
      selects(d.selectionSet.selections),
  );
};
