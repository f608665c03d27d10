// Types of scripts/build/compile-hints.mjs for the TypeScript tests.
export const compileHint: string;
export function startupChunks(html: string): Set<string>;
export function withCompileHint(source: string): string;
export function addCompileHints(target: {
  pagesDir: string;
  staticParent: string;
}): Promise<{ pages: number; chunks: number; bytes: number }>;
