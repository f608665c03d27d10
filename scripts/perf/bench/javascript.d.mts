// Types for javascript.mjs (plain JavaScript run by Node).
export type PageJavaScript = { gzip: number; chunks: number; files: string[] };
export function javascriptByRoute(
  pages: Record<string, PageJavaScript>,
  routes: string[],
  reference?: string[],
): Record<string, { gzip: number; chunks: number; islands: boolean }>;
