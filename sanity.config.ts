// Sanity Studio configuration, for the Studio embedded at /studio and for Sanity's CLI.
// NEXT_PUBLIC_ values are read directly (not through lib/env.ts): this file also runs in the
// Studio's browser bundle and under `sanity` CLI commands, where the site's env module is not
// loaded. Both variables are validated by lib/env.ts in every Next build.
// The Presentation tool (the editors' preview) needs the site's server: next.config.ts sets
// NEXT_PUBLIC_STUDIO_PRESENTATION for the server build only, so the export's Studio leaves the
// tool out instead of showing a pane that cannot connect.
import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { apiVersion } from './lib/content/config';
import { presentation } from './sanity/presentation';
import { schemaTypes } from './sanity/schema-types';
import { studioBasePath } from './sanity/studio-path';

const withPresentation = process.env.NEXT_PUBLIC_STUDIO_PRESENTATION === 'on';

export default defineConfig({
  name: 'launchframe',
  title: 'Launchframe Blog',
  basePath: studioBasePath,
  projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID ?? '',
  dataset: process.env.NEXT_PUBLIC_SANITY_DATASET || 'production',
  schema: { types: schemaTypes },
  plugins: [
    structureTool(),
    ...(withPresentation ? [presentation()] : []),
    visionTool({ defaultApiVersion: apiVersion }),
  ],
});
