// The service pages' documents as the embedded dataset holds them, parsed into the shapes the pages render.
import { readFileSync } from 'node:fs';
import { loadDataset } from '@/lib/content/dataset';
import { servicePageIds } from '@/lib/marketing/service-pages/limits';
import {
  productDemoVideosPageSchema,
  shortsPageSchema,
  videoProductionPageSchema,
} from '@/lib/marketing/service-pages/schemas';

const docs = loadDataset(readFileSync('content/dataset.ndjson', 'utf8'));
const doc = (id: string) => docs.find((candidate) => candidate._id === id);

export const shortsPage = shortsPageSchema.parse(doc(servicePageIds.shortsPage));
export const shortSamples = shortsPage.samples.items;

export const productDemoPage = productDemoVideosPageSchema.parse(doc(servicePageIds.productDemoVideosPage));
export const productDemoSamples = productDemoPage.samples.items;

export const videoProductionPage = videoProductionPageSchema.parse(doc(servicePageIds.videoProductionPage));
export const showcaseItems = videoProductionPage.showcase.items;
