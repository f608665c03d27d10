// Configuration: every variable the site reads (README, 'Configuration'), parsed once with zod.
// A malformed value throws at import time with a message naming the variable, which stops
// `next build`.
// Relative, with its extension, on purpose: next.config.ts imports this file, and Next's config
// transpiler resolves the '@/' alias relative to the importing file (lib/lib/zod), so the build
// could not start; the cache handler (lib/cache/cache-handler.ts) is run by Node itself, which
// needs the extension.
import { z } from './zod.ts';

/** Treat `VAR=` (an empty value in a .env file) the same as an unset variable. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
  .transform((value) => value.replace(/\/+$/, ''));

const envSchema = z.object({
  NEXT_PUBLIC_SITE_URL: optional(httpUrl).transform((value) => value ?? 'http://localhost:3000'),
  NEXT_PUBLIC_SANITY_PROJECT_ID: optional(
    z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a Sanity project id (lowercase letters, digits, dashes)'),
  ),
  NEXT_PUBLIC_SANITY_DATASET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'must be a dataset name (lowercase letters, digits, _ and -)'),
  ).transform((value) => value ?? 'production'),
  SANITY_API_HOST: optional(httpUrl),
  SANITY_REVALIDATE_SECRET: optional(z.string().min(8, 'must be at least 8 characters')),
  // Server only, never in a NEXT_PUBLIC_ name: a Viewer token that reads drafts for the preview.
  // Read only through lib/content/preview.ts, which imports 'server-only' (this file cannot:
  // next.config.ts imports it); an e2e test checks no browser file or page carries it.
  SANITY_API_READ_TOKEN: optional(z.string().trim().min(16, 'must be a Sanity API token (Viewer)')),
  NEXT_PUBLIC_LEAD_ENDPOINT: optional(httpUrl),
  // Server only, read when the server starts (one build runs as one instance or several): the
  // Redis that several instances share their cache through. Unset: one instance, disk cache.
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })),
  NEXT_OUTPUT: optional(z.enum(['export'], { error: 'must be "export" or unset' })),
});

export type Env = z.output<typeof envSchema>;
export type RawEnv = Partial<Record<keyof z.input<typeof envSchema>, string | undefined>>;

/** Values a build log must not show, even when malformed: only their length is printed. */
const SECRETS: ReadonlySet<string> = new Set(['SANITY_REVALIDATE_SECRET', 'SANITY_API_READ_TOKEN', 'REDIS_URL']);

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
  REDIS_URL: process.env.REDIS_URL,
  NEXT_OUTPUT: process.env.NEXT_OUTPUT,
});

export const isExport = env.NEXT_OUTPUT === 'export';
