// Types for reuse.mjs (plain JavaScript run by Node).
export function reuseProblems(root: string, bareDir: string): Promise<string[]>;
