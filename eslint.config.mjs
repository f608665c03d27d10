// Next's recommended rules (core web vitals + TypeScript), flat config.
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const restrictedPaths = [
  { name: 'zod', allowTypeImports: true, message: "Import { z } from '@/lib/zod' (configured for the CSP)." },
  {
    name: 'zod/mini',
    allowTypeImports: true,
    message: "Import { z } from '@/lib/zod-mini' (configured for the CSP).",
  },
  {
    name: 'next/link',
    message:
      "Import { Link } from '@/components/ui/link' (a plain <a>; components/page-wide/link-navigation.tsx navigates and prefetches on intent).",
  },
  {
    name: 'next/image',
    message: "Use { Img } from '@/components/ui/img' (plain markup, not a client island per image).",
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // zod is configured once (jitless, for the CSP): classic in lib/zod.ts for the server, mini in
    // lib/zod-mini.ts for code that ships to the browser; everything imports it from there.
    // Internal links go through components/ui/link.tsx (prefetch on intent), images through
    // components/ui/img.tsx.
    ignores: ['lib/zod.ts', 'lib/zod-mini.ts', 'components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: restrictedPaths,
        },
      ],
    },
  },
  {
    // The site derives its parsers from the Studio's definitions (lib/content/derive.ts), so the server loads these
    // files: the Studio's runtime must not come with them. Sanity's define* helpers are in sanity/fields/define.ts.
    files: ['sanity/fields/**', 'sanity/schema-types/**', 'components/landing/sections/**/schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...restrictedPaths,
            {
              name: 'sanity',
              allowTypeImports: true,
              message:
                "The server loads this file to derive its parsers: import define* from sanity/fields/define.ts, and Sanity's types with `import type`.",
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-*/**',
      'out/**',
      '.e2e/**',
      '.bench/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
