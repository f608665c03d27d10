// The service pages' documents as the embedded dataset holds them, parsed into the shapes the pages render, the
// claims' placeholders filled from the settings as the pages' readers do.
import { readFileSync } from 'node:fs';
import { loadDataset } from '@/lib/content/dataset';
import { servicePageIds } from '@/lib/marketing/service-pages/limits';
import {
  productDemoVideosPageSchema,
  shortsPageSchema,
  videoProductionPageSchema,
} from '@/lib/marketing/service-pages/schemas';
import { withDatasetClaims } from '../fixtures/dataset-claims';

const docs = loadDataset(readFileSync('content/dataset.ndjson', 'utf8'));
const doc = (id: string) => docs.find((candidate) => candidate._id === id);

export const shortsPage = withDatasetClaims(shortsPageSchema.parse(doc(servicePageIds.shortsPage)));
export const shortSamples = shortsPage.samples.items;

export const productDemoPage = withDatasetClaims(
  productDemoVideosPageSchema.parse(doc(servicePageIds.productDemoVideosPage)),
);
export const productDemoSamples = productDemoPage.samples.items;

export const videoProductionPage = withDatasetClaims(
  videoProductionPageSchema.parse(doc(servicePageIds.videoProductionPage)),
);
export const showcaseItems = videoProductionPage.showcase.items;
