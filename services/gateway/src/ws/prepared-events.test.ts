import { makeExecutableSchema } from '@graphql-tools/schema';
import { parse } from 'graphql';
import { preparedOnce } from './prepared-events';
import { shapeKeyOf } from './shape-key';

/** A schema whose event resolver counts how often an event is executed. */
let executions = 0;
const schema = makeExecutableSchema({
  typeDefs: /* GraphQL */ `
    type Query { ok: Boolean }
    type Note { text: String! author: String! }
    type Subscription { noteAdded(board: ID!): Note! }
  `,
  resolvers: {
    Subscription: {
      noteAdded: {
        subscribe: () => undefined,
        resolve: (note: unknown) => {
          executions += 1;
          return note;
        },
      },
    },
  },
});

/** One subscriber's way of asking: its document and variables, as graphql-ws hands them on. */
const asking = (query: string, variables: Record<string, unknown> = {}) => {
  const document = parse(query);
  return {
    args: { schema, document, variableValues: variables, contextValue: {} },
    key: shapeKeyOf(query, document, undefined, variables),
  };
};

const BOTH = 'subscription($board: ID!) { noteAdded(board: $board) { text author } }';

beforeEach(() => {
  executions = 0;
});

describe('an event prepared once per shape', () => {
  it('executes and serialises once for subscribers asking the same way', async () => {
    const note = { text: 'bring a pencil', author: 'Ana' };
    const ben = asking(BOTH, { board: 'b1' });
    const dan = asking(BOTH, { board: 'b2' });
    expect(ben.key).toBe(dan.key);

    const [forBen, forDan] = await Promise.all([
      preparedOnce(ben.args, ben.key, note),
      preparedOnce(dan.args, dan.key, note),
    ]);
    expect(executions).toBe(1);
    expect(forDan).toBe(forBen);
    expect(forBen.payload?.toString()).toBe(JSON.stringify({ data: { noteAdded: note } }));
  });

  it('executes again for another event, and for each other selection set', async () => {
    const both = asking(BOTH, { board: 'b1' });
    const textOnly = asking('subscription($board: ID!) { noteAdded(board: $board) { text } }', {
      board: 'b1',
    });
    expect(textOnly.key).not.toBe(both.key);
    const first = { text: 'first', author: 'Ana' };

    expect((await preparedOnce(both.args, both.key, first)).payload?.toString()).toBe(
      '{"data":{"noteAdded":{"text":"first","author":"Ana"}}}',
    );
    expect((await preparedOnce(textOnly.args, textOnly.key, first)).payload?.toString()).toBe(
      '{"data":{"noteAdded":{"text":"first"}}}',
    );
    await preparedOnce(both.args, both.key, { text: 'second', author: 'Ben' });
    expect(executions).toBe(3);
  });

  it('tells apart subscribers whose variables change how an event reads', async () => {
    const query =
      'subscription($board: ID!, $full: Boolean!) { noteAdded(board: $board) { text author @include(if: $full) } }';
    const full = asking(query, { board: 'b1', full: true });
    const short = asking(query, { board: 'b2', full: false });
    expect(full.key).not.toBe(short.key);
    const note = { text: 'quiet please', author: 'Cleo' };
    expect((await preparedOnce(short.args, short.key, note)).payload?.toString()).toBe(
      '{"data":{"noteAdded":{"text":"quiet please"}}}',
    );
    expect((await preparedOnce(full.args, full.key, note)).payload?.toString()).toBe(
      '{"data":{"noteAdded":{"text":"quiet please","author":"Cleo"}}}',
    );
  });

  it('leaves a result with errors unserialised, for each subscriber to answer', async () => {
    const ben = asking(BOTH, { board: 'b1' });
    const prepared = await preparedOnce(ben.args, ben.key, new Error('signed out'));
    expect(prepared.payload).toBeUndefined();
    expect(prepared.result.errors?.[0]?.message).toBe('signed out');
  });
});
