// Reads a page's JSON-LD documents: every <script type="application/ld+json">, parsed.
import type { Page } from '@playwright/test';

export type JsonLdDoc = { '@type': string; [key: string]: unknown };

export async function jsonLdDocuments(page: Page): Promise<JsonLdDoc[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonLdDoc);
}

export async function jsonLdOfType(page: Page, type: string) {
  return (await jsonLdDocuments(page)).filter((doc) => doc['@type'] === type);
}
