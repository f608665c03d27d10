// Types for nginx.mjs (plain JavaScript run by Node).
export const nginxPath: string;
export function localCertificate(dir: string): { certificate: string; key: string; authority: string };
export function startNginx(options: {
  port: number;
  host?: string;
  root?: string;
  tls?: boolean;
  redirectPort?: number;
  proxy?: string;
  siteHeaders?: boolean;
}): Promise<{ url: string; configFile: string; authority?: string; stop(): Promise<void> }>;
