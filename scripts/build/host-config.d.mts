// Types for host-config.mjs (plain JavaScript, run by Node after the export).
export const nginxConfigPath: string;
export const cacheRules: { immutable: string; page: string; asset: string };
export function exportPolicies(outDir: string, options?: { extraConnect?: string[] }): Promise<Map<string, string>>;
export function headersFile(policies: Map<string, string>): string;
type Tls = { certificate: string; key: string };
export function nginxConfig(options: {
  root: string;
  policies: Map<string, string>;
  listen?: string[];
  tls?: Tls;
  redirectFrom?: string[];
  serverName?: string;
  siteHeaders?: boolean;
}): string;
export function nginxProxyConfig(options: {
  upstream: string;
  listen?: string[];
  tls?: Tls;
  redirectFrom?: string[];
  serverName?: string;
}): string;
