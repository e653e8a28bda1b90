import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // every owner keeps its tables beside its code: kernel/<part>, modules/<name>, adapters/<name>
  schema: [
    './src/kernel/**/tables.ts',
    './src/modules/**/tables.ts',
    './src/adapters/**/tables.ts',
  ],
  out: './drizzle',
});
