// Sanity Studio configuration (/studio and the CLI). Env is read directly: the Studio bundle and the CLI
// do not load lib/env.ts. Presentation needs the server, so next.config.ts enables it there only.
import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { apiVersion } from './lib/content/config';
import { slugRedirectActions } from './sanity/actions/slug-redirect';
import { presentation } from './sanity/presentation';
import { schemaTypes } from './sanity/schema-types';
import { singletonDocumentActions, withoutSingletonTemplates } from './sanity/singletons';
import { structure } from './sanity/structure';
import { studioBasePath } from './sanity/studio-path';

const withPresentation = process.env.NEXT_PUBLIC_STUDIO_PRESENTATION === 'on';

export default defineConfig({
  name: 'launchframe',
  title: 'Launchframe',
  basePath: studioBasePath,
  projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID ?? '',
  dataset: process.env.NEXT_PUBLIC_SANITY_DATASET || 'production',
  // The editor's session stays in Sanity's HTTP-only cookie, never in localStorage, where any script running on the
  // site's origin (the Studio shares it with the pages) could read the token. docs/deploy.md, "Sanity".
  auth: { loginMethod: 'cookie' },
  schema: { types: schemaTypes },
  document: {
    newDocumentOptions: withoutSingletonTemplates,
    actions: (previous, context) => singletonDocumentActions(slugRedirectActions(previous, context), context),
  },
  plugins: [
    structureTool({ structure }),
    ...(withPresentation ? [presentation()] : []),
    visionTool({ defaultApiVersion: apiVersion }),
  ],
});
