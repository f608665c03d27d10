// The embedded dataset as a content source: content/dataset.ndjson (Sanity's export format: posts,
// authors, case studies, job openings) evaluated in-process with groq-js, so the site works with
// no Sanity project and no network.
import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { evaluate, parse } from 'groq-js';
import { loadDataset } from '@/lib/content/dataset';

const datasetFile = path.join(process.cwd(), 'content', 'dataset.ndjson');

let documents: ReturnType<typeof loadDataset> | undefined;

const dataset = () => (documents ??= loadDataset(readFileSync(datasetFile, 'utf8')));

export async function queryLocal(query: string, params: Record<string, unknown>): Promise<unknown> {
  const result = await evaluate(parse(query), { dataset: dataset(), params });
  return result.get();
}
