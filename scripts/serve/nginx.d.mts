// Types for nginx.mjs (plain JavaScript run by Node).
export const nginxPath: string;
export function localCertificate(dir: string): { certificate: string; key: string; authority: string };
export function startNginx(options: {
  port: number;
  host?: string;
  root?: string;
  tls?: boolean;
  redirectPort?: number;
  /** The instances behind nginx: URLs, comma-separated. */
  proxy?: string;
  /** With `proxy`: nginx's page cache (scripts/build/server-nginx.ts). */
  cache?: boolean;
  siteHeaders?: boolean;
  /** Where nginx writes its errors (default: stderr). */
  errorLog?: string;
}): Promise<{ url: string; configFile: string; authority?: string; stop(): Promise<void> }>;
