// Next reads a route's `revalidate` only as a literal, so the routes that show content write the
// number themselves: each must equal the content layer's own period.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { contentRevalidateSeconds } from '@/lib/content/config';

const routeFiles = readdirSync('app', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /^(page|route)(\.server)?\.tsx?$/.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));

const revalidateOf = (file: string) => /^export const revalidate = (.+);$/m.exec(readFileSync(file, 'utf8'))?.[1];

it('every route that revalidates does so every contentRevalidateSeconds', () => {
  const revalidating = routeFiles.filter((file) => revalidateOf(file) !== undefined);
  expect(revalidating.length).toBeGreaterThanOrEqual(6);
  for (const file of revalidating) expect(revalidateOf(file), file).toBe(String(contentRevalidateSeconds));
});
