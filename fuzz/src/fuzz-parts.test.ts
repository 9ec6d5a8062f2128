import { buildSchema, gatewayModules } from '@canstring/gateway';
import { parse, validate } from 'graphql';
import { contractFields } from './contract-fields';
import { changedTables } from './database-digest';
import { documentOf, graphqlOperations } from './graphql-cases';
import { legacyRoutes } from './legacy-routes';

/** The suite's own parts: what it sends must reach the operations, and its judge must see a change. */
describe('fuzz suite parts', () => {
  it('makes a valid document for every Query and Mutation field, so the cases reach the resolvers', () => {
    const schema = buildSchema(gatewayModules);
    const operations = graphqlOperations(schema);
    expect(operations.map((op) => op.name)).toEqual(expect.arrayContaining(['Query.me', 'Mutation.signIn']));
    for (const op of operations)
      expect([op.name, validate(schema, parse(documentOf(op)))]).toEqual([op.name, []]);
  });

  it('finds every legacy route in the route files, under the prefix its file is mounted at', () => {
    const routes = legacyRoutes().map((r) => `${r.method} ${r.path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /users/authenticate',
        'PATCH /users/:id',
        'POST /meeting/user',
        'DELETE /meeting/:id',
      ]),
    );
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes.length).toBeGreaterThanOrEqual(40);
  });

  it('reads the input fields of the contracts as JSON Schema', () => {
    const fields = contractFields();
    expect(fields.get('email')?.some((s) => s.type === 'string')).toBe(true);
    expect(fields.has('actor')).toBe(false);
  });

  it('names the tables whose rows changed', () => {
    const before = new Map([
      ['users.users', 'a'],
      ['chat.messages', 'b'],
    ]);
    expect(changedTables(before, new Map(before))).toEqual([]);
    expect(changedTables(before, new Map([...before, ['chat.messages', 'c']]))).toEqual(['chat.messages']);
  });
});
