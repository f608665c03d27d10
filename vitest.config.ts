// Unit tests: pure logic in lib/ and content/ invariants. Browser behaviour is Playwright's job.
//
// Two projects. Most files share their workers' module cache (`isolate: false`): importing the app's modules
// (zod schemas, the Studio's types, the dataset) was three fifths of the phase, once per file; sharing them
// took the phase from 104 s to 57–63 s on two cores (2,560 tests: 54 s, 2026-11-29). The files that replace
// modules, stub the environment or spy on globals (`isolatedTestFiles`) run isolated, as vitest does by default,
// so nothing they change reaches another file; tests/unit/vitest-projects.test.ts keeps that list complete.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { isolatedTestFiles } from './tests/unit/isolated-files';

const include = ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'];

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      'server-only': fileURLToPath(new URL('./tests/fixtures/server-only.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    projects: [
      { extends: true, test: { name: 'isolated', include: [...isolatedTestFiles] } },
      { extends: true, test: { name: 'shared', include, exclude: [...isolatedTestFiles], isolate: false } },
    ],
  },
});
