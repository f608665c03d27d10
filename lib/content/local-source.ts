// The embedded dataset as a content source: content/blog/*.ndjson evaluated in-process with
// groq-js, so the blog works with no Sanity project and no network.
import 'server-only';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { evaluate, parse } from 'groq-js';
import { loadDataset } from '@/lib/content/dataset';

const datasetDir = path.join(process.cwd(), 'content', 'blog');

let documents: ReturnType<typeof loadDataset> | undefined;

function dataset() {
  documents ??= readdirSync(datasetDir)
    .filter((file) => file.endsWith('.ndjson'))
    .sort()
    .flatMap((file) => loadDataset(readFileSync(path.join(datasetDir, file), 'utf8')));
  return documents;
}

export async function queryLocal(query: string, params: Record<string, unknown>): Promise<unknown> {
  const result = await evaluate(parse(query), { dataset: dataset(), params });
  return result.get();
}
