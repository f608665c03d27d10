// Types for inline-scripts.mjs (plain JavaScript, run by Node after the build).
export function inlineScripts(html: string): string[];
export function scriptHash(text: string): string;
export function pageScriptHashes(html: string): string[];
export function htmlScriptHashes(dir: string): Promise<[string, string[]][]>;
