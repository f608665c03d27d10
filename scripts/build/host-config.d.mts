// Types for host-config.mjs (plain JavaScript, run by Node after the export).
export const nginxConfigPath: string;
export const cacheRules: { immutable: string; page: string; asset: string };
export function exportPolicies(outDir: string, options?: { extraConnect?: string[] }): Promise<Map<string, string>>;
export function headersFile(policies: Map<string, string>): string;
export const cloudflareHeadersLimits: { rules: number; lineCharacters: number };
export function cloudflareHeadersWarnings(
  headers: string,
  limits?: { rules: number; lineCharacters: number },
): string[];
export function studioPage(outDir: string): string | undefined;
export function redirectsFile(studio: string): string;
type Tls = { certificate: string; key: string };
export function nginxConfig(options: {
  root: string;
  policies: Map<string, string>;
  listen?: string[];
  tls?: Tls;
  redirectFrom?: string[];
  serverName?: string;
  siteHeaders?: boolean;
  /** The Studio page's file ('/studio.html' by default). */
  studio?: string;
}): string;
