import { adminEdgeMessages, idTextSchema, MAX_ID } from './edges';

describe('ids from paths, queries and GraphQL IDs', () => {
  it('takes a positive whole number up to the largest id a table holds', () => {
    expect(idTextSchema.parse('1')).toBe(1);
    expect(idTextSchema.parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it('refuses an id beyond the database integer as invalid, so no query is made with it', () => {
    for (const text of [String(MAX_ID + 1), '4436902645', '50083321832', '9007199254740991']) {
      const parsed = idTextSchema.safeParse(text);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(adminEdgeMessages.invalidId);
    }
  });

  it('refuses what is not digits', () => {
    for (const text of ['0', '-1', '1.5', '1e3', ' 1', 'x', ''])
      expect(idTextSchema.safeParse(text).success).toBe(false);
  });
});
