// The files that share their workers' modules (vitest.config.ts) must leave them as they found them: a file that
// replaces a module, stubs the environment or a global, or spies on one is listed to run isolated.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isolatedTestFiles } from './isolated-files';

const changesShared =
  /vi\.(mock|doMock|unmock|stubEnv|stubGlobal|resetModules|spyOn|useFakeTimers|hoisted)\b|process\.env\.\w+\s*=[^=]|delete process\.env|process\.env\[[^\]]+\]\s*=[^=]|globalThis\.\w+\s*=[^=]/;

describe('unit test files that change what other files see', () => {
  const files = readdirSync('tests/unit')
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => `tests/unit/${name}`);

  it('run isolated', () => {
    const changing = files.filter((file) => changesShared.test(readFileSync(file, 'utf8')));
    expect(changing.length).toBeGreaterThan(5);
    const missing = changing.filter((file) => !(isolatedTestFiles as readonly string[]).includes(file));
    expect(missing, 'list these in tests/unit/isolated-files.ts').toEqual([]);
  });

  it('the list names only files that exist', () => {
    for (const file of isolatedTestFiles) expect(files).toContain(file);
  });
});
