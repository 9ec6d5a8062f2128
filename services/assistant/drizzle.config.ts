import { defineConfig } from 'drizzle-kit';

/** `pnpm exec drizzle-kit generate` writes SQL migrations from the schema; it needs no database. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  schemaFilter: ['assistant'],
});
