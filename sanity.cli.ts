// Sanity CLI configuration, the site's project; env is read directly (the CLI does not load lib/env.ts).
// `typegen`: where `npm run typegen` reads the queries and writes their result types (docs/content-model.md).
import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  api: {
    projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID,
    dataset: process.env.NEXT_PUBLIC_SANITY_DATASET || 'production',
  },
  typegen: {
    path: ['./lib/**/*.ts', './app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './sanity/**/*.ts'],
    schema: './.sanity/schema.json',
    // The check (`npm run typecheck`) writes elsewhere and compares, so the checked-in file is never rewritten while
    // the linter beside it reads it.
    generates: process.env.SANITY_TYPEGEN_OUT ?? './lib/content/sanity.types.ts',
    overloadClientMethods: true,
  },
});
