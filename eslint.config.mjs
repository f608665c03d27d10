// Next's recommended rules (core web vitals + TypeScript), flat config.
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // zod is configured once in lib/zod.ts (jitless, for the CSP); everything imports it from there.
    ignores: ['lib/zod.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', allowTypeImports: true, message: "Import { z } from '@/lib/zod' (configured for the CSP)." }] }],
    },
  },
  { ignores: ['node_modules/**', '.next/**', '.next-export/**', '.next-sanity/**', 'out/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
];

export default config;
