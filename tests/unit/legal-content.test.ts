// Invariants of the legal texts: fragment ids are unique, every link goes to a
// page of the site, a mail address of the agency, or an outbound URL kept in content/site.ts.
import { describe, expect, it } from 'vitest';
import { cookiePolicy } from '@/content/legal/cookie-policy';
import type { LegalDocument } from '@/content/legal/document';
import { privacyPolicy } from '@/content/legal/privacy-policy';
import { termsOfService } from '@/content/legal/terms-of-service';
import type { RichText, TextLink } from '@/content/rich-text';
import { staticRoutes } from '@/content/routes';
import { legalLinks, links, site } from '@/content/site';
import { DELIVERED_KEY, DELIVERED_LIMIT, OUTBOX_KEY, OUTBOX_MAX_AGE_DAYS } from '@/lib/leads/outbox';

const documents: LegalDocument[] = [privacyPolicy, termsOfService, cookiePolicy];

function linksIn(text: RichText): TextLink[] {
  return typeof text === 'string' ? [] : text.filter((part): part is TextLink => typeof part !== 'string');
}

function documentLinks(document: LegalDocument): TextLink[] {
  return document.sections.flatMap((section) =>
    section.blocks.flatMap((block) => {
      switch (block.kind) {
        case 'paragraph':
          return linksIn(block.text);
        case 'list':
          return block.items.flatMap(linksIn);
        case 'definitions':
          return block.items.flatMap((item) => linksIn(item.text));
        case 'subheading':
          return [];
      }
    }),
  );
}

// `links` may group URLs one level deep (e.g. the founders' profiles).
const urlsIn = (record: object): string[] =>
  Object.values(record).flatMap((value) => (typeof value === 'string' ? [value] : urlsIn(value as object)));
const knownUrls = new Set<string>([...urlsIn(legalLinks), ...urlsIn(links)]);
const knownPaths = new Set(staticRoutes.map((route) => route.path));
const knownMail = new Set(Object.values(site.email).map((address) => `mailto:${address}`));

describe.each(documents.map((document) => [document.seo.path, document] as const))('%s', (path, document) => {
  it('is a listed route and its page path matches', () => {
    expect(knownPaths.has(path as `/${string}`)).toBe(true);
  });

  it('has unique, URL-safe section ids', () => {
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('links only to site pages, agency mail addresses or URLs kept in content/site.ts', () => {
    for (const link of documentLinks(document)) {
      if (link.href.startsWith('/')) expect(knownPaths, link.href).toContain(link.href);
      else if (link.href.startsWith('mailto:')) expect(knownMail, link.href).toContain(link.href);
      else expect(knownUrls, link.href).toContain(link.href);
    }
  });
});

describe('legal link requirements', () => {
  it('the terms link to the privacy policy', () => {
    expect(documentLinks(termsOfService).map((link) => link.href)).toContain('/privacy-policy');
  });

  it('the privacy policy links the payment and analytics providers and the ad settings page', () => {
    const hrefs = documentLinks(privacyPolicy).map((link) => link.href);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        legalLinks.stripePrivacy,
        legalLinks.stripePrivacyCenter,
        legalLinks.googlePrivacy,
        legalLinks.googleAnalyticsOptOut,
        legalLinks.googleAdSettings,
      ]),
    );
  });
});

describe('the cookie policy on the lead outbox', () => {
  it('names its keys and states how long a lead stays in the browser, as lib/leads/outbox.ts keeps it', () => {
    const entry = cookiePolicy.sections
      .flatMap((section) => section.blocks)
      .flatMap((block) => (block.kind === 'definitions' ? block.items : []))
      .find((item) => item.term.startsWith('Lead outbox'));
    for (const fact of [OUTBOX_KEY, DELIVERED_KEY, `${OUTBOX_MAX_AGE_DAYS} days`, `last ${DELIVERED_LIMIT}`])
      expect(entry?.text).toContain(fact);
  });
});
