// Sanity Studio configuration, for the Studio embedded at /studio and for Sanity's CLI.
// NEXT_PUBLIC_ values are read directly (not through lib/env.ts): this file also runs in the
// Studio's browser bundle and under `sanity` CLI commands, where the site's env module is not
// loaded. Both variables are validated by lib/env.ts in every Next build.
import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { apiVersion } from './lib/blog/api';
import { schemaTypes } from './sanity/schema-types';

export const studioBasePath = '/studio';

export default defineConfig({
  name: 'launchframe',
  title: 'Launchframe Blog',
  basePath: studioBasePath,
  projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID ?? '',
  dataset: process.env.NEXT_PUBLIC_SANITY_DATASET || 'production',
  schema: { types: schemaTypes },
  plugins: [structureTool(), visionTool({ defaultApiVersion: apiVersion })],
});
