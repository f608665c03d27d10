// Configuration: every variable the site, its build and its build steps read, parsed once with zod.
// A malformed value throws at import time with a message naming the variable, which stops the build.
// Relative imports with their extension: next.config.ts and the build steps (run by Node) import it.
import { z } from './zod.ts';

/** Treat `VAR=` (an empty value in a .env file) the same as an unset variable. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
  .transform((value) => value.replace(/\/+$/, ''));

const envSchema = z
  .object({
    NEXT_PUBLIC_SITE_URL: optional(httpUrl).transform((value) => value ?? 'http://localhost:3000'),
    NEXT_PUBLIC_SANITY_PROJECT_ID: optional(
      z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a Sanity project id (lowercase letters, digits, dashes)'),
    ),
    NEXT_PUBLIC_SANITY_DATASET: optional(
      z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'must be a dataset name (lowercase letters, digits, _ and -)'),
    ).transform((value) => value ?? 'production'),
    SANITY_API_HOST: optional(httpUrl),
    // Signs Sanity's webhook deliveries: long enough that guessing it is out of reach.
    SANITY_REVALIDATE_SECRET: optional(z.string().min(32, 'must be at least 32 characters (openssl rand -hex 32)')),
    // Server only: read through lib/content/preview.ts, which imports 'server-only' (this file cannot).
    SANITY_API_READ_TOKEN: optional(z.string().trim().min(16, 'must be a Sanity API token (Viewer)')),
    NEXT_PUBLIC_LEAD_ENDPOINT: optional(httpUrl),
    // Plausible: the site as registered there (unset: no analytics code, no request), and its host.
    NEXT_PUBLIC_PLAUSIBLE_DOMAIN: optional(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
          error: "must be the site's domain as registered in Plausible (example.com: no scheme, no path)",
        }),
    ),
    NEXT_PUBLIC_PLAUSIBLE_HOST: optional(httpUrl),
    // Read when the server starts: one build runs as one instance (unset) or several.
    REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })),
    // Names this deployment inside a shared Redis (with the Sanity project and dataset): a staging and a
    // production, or two sites, on one Redis never read or stale each other's pages.
    SITE_ENV: optional(
      z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'must be a short name (lowercase letters, digits, dashes)'),
    ).transform((value) => value ?? 'production'),
    // /api/health gives its details (Redis, content service, uptime) to a request carrying this token, or
    // sent from this machine straight to the instance; anyone else gets the status only.
    HEALTH_TOKEN: optional(z.string().min(32, 'must be at least 32 characters (openssl rand -hex 32)')),
    NEXT_OUTPUT: optional(z.enum(['export'], { error: 'must be "export" or unset' })),
    // With NEXT_OUTPUT=export, where the export goes (Next's own meaning).
    NEXT_DIST_DIR: optional(
      z.string().regex(/^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|$))[\w./-]+$/, 'must be a folder inside the project'),
    ),
    // The tests' own builds (tests/build-e2e.ts): they may post leads to a local sink.
    E2E_TEST_BUILD: optional(z.enum(['1'], { error: 'must be "1" or unset' })),
    CI: optional(z.string()),
    // deploy/nginx/server.conf (written by `npm run build`): its instances and its page cache folder.
    NGINX_UPSTREAMS: optional(
      z.string().regex(/^[\w.-]+:\d{1,5}(,[\w.-]+:\d{1,5})*$/, 'must be host:port pairs separated by commas'),
    ),
    NGINX_CACHE_DIR: optional(z.string().startsWith('/', 'must be an absolute path')),
    // deploy/nginx/site.conf (written by `npm run build:export`): where the export is served from.
    NGINX_ROOT: optional(z.string().min(1)),
  })
  .superRefine((value, context) => {
    if (value.NEXT_PUBLIC_PLAUSIBLE_HOST && !value.NEXT_PUBLIC_PLAUSIBLE_DOMAIN)
      context.addIssue({
        code: 'custom',
        path: ['NEXT_PUBLIC_PLAUSIBLE_HOST'],
        message: 'needs NEXT_PUBLIC_PLAUSIBLE_DOMAIN too (without it analytics is off)',
      });
  });

export type Env = z.output<typeof envSchema>;
export type RawEnv = Partial<Record<keyof z.input<typeof envSchema>, string | undefined>>;

/** Values a build log must not show, even when malformed: only their length is printed. */
const SECRETS: ReadonlySet<string> = new Set([
  'SANITY_REVALIDATE_SECRET',
  'SANITY_API_READ_TOKEN',
  'REDIS_URL',
  'HEALTH_TOKEN',
]);

const shown = (name: string, value: string | undefined) =>
  SECRETS.has(name) && value !== undefined ? `${value.length} characters` : JSON.stringify(value);

/** Parse raw variables; throws one Error that names every malformed variable. */
export function parseEnv(raw: RawEnv): Env {
  const result = envSchema.safeParse(raw);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `  ${name}: ${issue.message} (got ${shown(name, raw[name as keyof RawEnv])})`;
  });
  throw new Error(`Invalid environment variable${lines.length > 1 ? 's' : ''}:\n${lines.join('\n')}`);
}

// Each NEXT_PUBLIC_ variable is named in full so Next can inline it into browser bundles.
export const env: Env = parseEnv({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_SANITY_PROJECT_ID: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID,
  NEXT_PUBLIC_SANITY_DATASET: process.env.NEXT_PUBLIC_SANITY_DATASET,
  SANITY_API_HOST: process.env.SANITY_API_HOST,
  SANITY_REVALIDATE_SECRET: process.env.SANITY_REVALIDATE_SECRET,
  SANITY_API_READ_TOKEN: process.env.SANITY_API_READ_TOKEN,
  NEXT_PUBLIC_LEAD_ENDPOINT: process.env.NEXT_PUBLIC_LEAD_ENDPOINT,
  NEXT_PUBLIC_PLAUSIBLE_DOMAIN: process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN,
  NEXT_PUBLIC_PLAUSIBLE_HOST: process.env.NEXT_PUBLIC_PLAUSIBLE_HOST,
  REDIS_URL: process.env.REDIS_URL,
  SITE_ENV: process.env.SITE_ENV,
  HEALTH_TOKEN: process.env.HEALTH_TOKEN,
  NEXT_OUTPUT: process.env.NEXT_OUTPUT,
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR,
  E2E_TEST_BUILD: process.env.E2E_TEST_BUILD,
  CI: process.env.CI,
  NGINX_UPSTREAMS: process.env.NGINX_UPSTREAMS,
  NGINX_CACHE_DIR: process.env.NGINX_CACHE_DIR,
  NGINX_ROOT: process.env.NGINX_ROOT,
});

export const isExport = env.NEXT_OUTPUT === 'export';

/**
 * The folders of a build: `dist` is NEXT_DIST_DIR or .next. An export with its own NEXT_DIST_DIR is
 * written there while Next keeps its build files, data cache included, in .next (a Next internal:
 * tests/unit/next-internals.test.ts).
 */
export function buildFoldersOf(config: Pick<Env, 'NEXT_DIST_DIR' | 'NEXT_OUTPUT'>) {
  const dist = config.NEXT_DIST_DIR ?? '.next';
  const exporting = config.NEXT_OUTPUT === 'export';
  return { dist, build: exporting ? '.next' : dist, export: exporting ? (config.NEXT_DIST_DIR ?? 'out') : undefined };
}

export const buildFolders = buildFoldersOf(env);

const privateIPv4 = [
  /^127\./,
  /^10\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^169\.254\./,
  /^0\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
];

/** Whether `hostname` (as URL gives it) names this machine or a private network. */
export function isLocalHostname(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (host === 'localhost' || /\.(localhost|local|internal|lan|home\.arpa)$/.test(host)) return true;
  // An IPv4-mapped IPv6 address, as URL writes it: [::ffff:7f00:1] is 127.0.0.1.
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  const v4 = mapped
    ? [mapped[1]!, mapped[2]!].flatMap((word) => [parseInt(word, 16) >> 8, parseInt(word, 16) & 255]).join('.')
    : host;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(v4)) return privateIPv4.some((range) => range.test(v4));
  if (!host.includes(':')) return false;
  return host === '::' || host === '::1' || /^f[cd][0-9a-f]{2}:/.test(host) || /^fe[89ab][0-9a-f]:/.test(host);
}

/**
 * Why a deployed site cannot post leads to `endpoint` (null when it can): visitors' browsers send
 * their names and e-mail addresses there, so only https to a public host will do.
 */
export function leadEndpointProblem(endpoint: string): string | null {
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') return 'must be an https: URL';
  if (isLocalHostname(url.hostname)) return 'must not be a loopback or private address';
  return null;
}

/** Throws, naming `name`, when a build that is not the tests' own would send visitors' browsers to `url`
 * and it is not https on a public host; `why` says what the browsers send there. */
function assertPublicUrl(name: string, url: string | undefined, why: string, testBuild: string | undefined) {
  if (url === undefined || testBuild) return;
  const problem = leadEndpointProblem(url);
  if (problem)
    throw new Error(
      `Invalid environment variable:\n  ${name}: ${problem} (got ${JSON.stringify(url)}). ` +
        `${why}; only the tests' own builds (E2E_TEST_BUILD=1) may use a local one.`,
    );
}

/** Throws when this build would ship a lead endpoint visitors cannot or must not reach. */
export function assertDeployableLeadEndpoint(config: Pick<Env, 'NEXT_PUBLIC_LEAD_ENDPOINT' | 'E2E_TEST_BUILD'>) {
  assertPublicUrl(
    'NEXT_PUBLIC_LEAD_ENDPOINT',
    config.NEXT_PUBLIC_LEAD_ENDPOINT,
    "A production build posts visitors' leads there",
    config.E2E_TEST_BUILD,
  );
}

/** Plausible's own service, where analytics goes when NEXT_PUBLIC_PLAUSIBLE_HOST is unset. */
export const PLAUSIBLE_DEFAULT_HOST = 'https://plausible.io';

/**
 * Where the site's analytics events go, or null: analytics is off (no code ships, nothing is sent).
 * `countLocal`: visits to a page served from this machine count too, as they do when the analytics host
 * is itself local (the tests' fake); against a real host a developer's local build sends nothing.
 */
export type AnalyticsConfig = { domain: string; endpoint: string; countLocal: boolean };

export function analyticsConfigOf(
  config: Pick<Env, 'NEXT_PUBLIC_PLAUSIBLE_DOMAIN' | 'NEXT_PUBLIC_PLAUSIBLE_HOST'>,
): AnalyticsConfig | null {
  const domain = config.NEXT_PUBLIC_PLAUSIBLE_DOMAIN;
  if (!domain) return null;
  const host = config.NEXT_PUBLIC_PLAUSIBLE_HOST ?? PLAUSIBLE_DEFAULT_HOST;
  return { domain, endpoint: `${host}/api/event`, countLocal: isLocalHostname(new URL(host).hostname) };
}

export const analytics = analyticsConfigOf(env);

/** Throws when this build would send visitors' browsers to an analytics host they cannot or must not reach. */
export function assertDeployableAnalyticsHost(config: Pick<Env, 'NEXT_PUBLIC_PLAUSIBLE_HOST' | 'E2E_TEST_BUILD'>) {
  assertPublicUrl(
    'NEXT_PUBLIC_PLAUSIBLE_HOST',
    config.NEXT_PUBLIC_PLAUSIBLE_HOST,
    "Visitors' browsers send the site's analytics events there",
    config.E2E_TEST_BUILD,
  );
}
