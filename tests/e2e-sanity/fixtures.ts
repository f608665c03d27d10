// The site's test fixtures (tests/e2e/fixtures.ts), with each test's pages and requests going to its
// worker's own stack: the worker's `solo` server (tests/fixtures/sanity-stack.ts). The config cannot
// name it, as it differs from worker to worker.
import { expect, test as site } from '../e2e/fixtures';
import { urls } from './helpers';

export const test = site.extend({
  baseURL: async ({}, provide) => provide(urls.solo),
});
export { expect };
