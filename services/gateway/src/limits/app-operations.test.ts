import { OPERATION_LIMITS } from '@canstring/contracts';
import { type DocumentNode, Kind, print, type SelectionSetNode, visit } from 'graphql';
import { gatewayModules } from '../modules';
import { buildSchema } from '../schema';
import { appDocuments } from '../test-support/app-documents';
import { createOperationCheck } from './operation-check';

const typename = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } } as const;

/** As Apollo Client sends it: `__typename` added to every selection below the operation's root. */
const withTypenames = (document: DocumentNode): DocumentNode =>
  visit(document, {
    SelectionSet: (node: SelectionSetNode, _key, parent) => {
      const atRoot =
        parent && !Array.isArray(parent) && (parent as { kind: string }).kind === Kind.OPERATION_DEFINITION;
      const has = node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename');
      return atRoot || has ? undefined : { ...node, selections: [...node.selections, typename] };
    },
  });

const appOperations = appDocuments.map(({ name, document }) => [name, document] as const);

describe('the bounds on one operation', () => {
  const check = createOperationCheck(buildSchema(gatewayModules), OPERATION_LIMITS);

  it('finds the apps’ operations to check', () => {
    expect(appOperations.length).toBeGreaterThan(40);
  });

  it.each(appOperations)('accept the apps’ %s as they send it', (_name, document) => {
    const checked = check(print(withTypenames(document)));
    expect(checked.kind === 'tooComplex' ? checked.errors.map((e) => e.message) : checked.kind).toBe(
      'accepted',
    );
  });
});
