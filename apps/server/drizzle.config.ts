import { defineConfig } from 'drizzle-kit';

// Generation is offline: it diffs the schema files against drizzle/meta, no database needed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
