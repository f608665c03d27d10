// A page's head from its document's SEO fields over the page's defaults, or the notice's head when the read faults.
// The defaults quote the settings' claims as the documents do (lib/marketing/claims.ts). Cleaned of the preview's
// invisible marks: none belong in the head.
import type { Metadata } from 'next';
import { stegaClean } from 'next-sanity';
import { contentUnavailableMetadata } from '@/components/layout/content-unavailable';
import { settle } from '@/lib/content/faults';
import { isPreview } from '@/lib/content/preview';
import { quoteClaims } from '@/lib/marketing/claims';
import type { PageSeoFields } from '@/lib/marketing/schemas';
import { withPageSeo } from '@/lib/marketing/seo';
import { pageMetadata, type PageSeo } from '@/lib/seo';

export async function documentMetadata(read: Promise<{ seo: PageSeoFields }>, defaults: PageSeo): Promise<Metadata> {
  const settled = await settle(read);
  if ('fault' in settled) return contentUnavailableMetadata;
  const filled = await seoDefaults(defaults);
  return pageMetadata(withPageSeo(filled, stegaClean(settled.value.seo)));
}

/** A page's SEO defaults with the settings' claims they quote filled in. */
export async function seoDefaults(defaults: PageSeo): Promise<PageSeo> {
  return quoteClaims(defaults, `the SEO defaults of ${defaults.path}`, { preview: await isPreview() });
}
