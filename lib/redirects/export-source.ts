// The export's redirects, read once after `next build` from the content source that build read: Sanity's query
// API (its CDN, as the build's reads) with a project id, else the embedded dataset. Plain Node runs it
// (scripts/build/host-config.ts): relative imports only, none of the server's 'server-only' modules, so the few
// lines of the query API's read are its own, with the same bounds (lib/content/query-api.ts).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { evaluate, parse } from 'groq-js';
import { readAtMost } from '../bounded-body.ts';
import { apiVersion } from '../content/config.ts';
import { loadDataset } from '../content/dataset.ts';
import type { Env } from '../env.ts';
import { redirectsQuery } from './queries.ts';

/** The content layer's bounds on a build's read: 2 MiB, 20 s. */
const maxAnswerBytes = 2 * 1024 * 1024;
const buildBudgetMs = 20_000;

export const embeddedDatasetFile = fileURLToPath(new URL('../../content/dataset.ndjson', import.meta.url));

export type ExportSource = Pick<
  Env,
  'NEXT_PUBLIC_SANITY_PROJECT_ID' | 'NEXT_PUBLIC_SANITY_DATASET' | 'SANITY_API_HOST'
>;

async function queryEmbedded(file: string): Promise<unknown> {
  const dataset = loadDataset(await readFile(file, 'utf8'));
  return (await evaluate(parse(redirectsQuery), { dataset })).get();
}

async function querySanity(projectId: string, source: ExportSource): Promise<unknown> {
  const host = source.SANITY_API_HOST ?? `https://${projectId}.apicdn.sanity.io`;
  const search = new URLSearchParams({ query: redirectsQuery, perspective: 'published', returnQuery: 'false' });
  const url = `${host}/v${apiVersion}/data/query/${encodeURIComponent(source.NEXT_PUBLIC_SANITY_DATASET)}?${search}`;
  const response = await fetch(url, {
    signal: AbortSignal.timeout(buildBudgetMs),
    headers: { accept: 'application/json' },
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`the content API answered ${response.status}`);
  }
  const body = await readAtMost(response.body, maxAnswerBytes);
  if (body === null) throw new Error(`the answer is over ${maxAnswerBytes} bytes`);
  const envelope: unknown = JSON.parse(body.toString('utf8'));
  if (!envelope || typeof envelope !== 'object' || !('result' in envelope))
    throw new Error('the answer has no "result"');
  return envelope.result;
}

/** The redirect documents as the query answers them (parse with parseRedirects); throws on any fault. */
export async function readExportRedirects(source: ExportSource, datasetFile = embeddedDatasetFile): Promise<unknown> {
  const projectId = source.NEXT_PUBLIC_SANITY_PROJECT_ID;
  try {
    return projectId ? await querySanity(projectId, source) : await queryEmbedded(datasetFile);
  } catch (error) {
    const from = projectId ? `Sanity project ${projectId}` : datasetFile;
    throw new Error(`reading the redirects from ${from}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
