// Sanity CLI configuration (`npx sanity dataset import …`, `npx sanity hook …`): the same project
// as the site. Read directly from the environment: the CLI does not load the site's env module.
import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  api: {
    projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID,
    dataset: process.env.NEXT_PUBLIC_SANITY_DATASET || 'production',
  },
});
