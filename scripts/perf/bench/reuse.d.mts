// Types for reuse.mjs (plain JavaScript run by Node).
export type TreeState = { commit: string; changes: string | null };
export const buildRecord: string;
export function treeState(root?: string): TreeState;
export function recordBuilds(root: string, state: TreeState): Promise<void>;
export function reuseProblems(root: string, bareDir: string, tree: TreeState): Promise<string[]>;
