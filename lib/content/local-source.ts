// The embedded dataset (content/dataset.ndjson) queried in-process with groq-js: no Sanity project, no network.
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
