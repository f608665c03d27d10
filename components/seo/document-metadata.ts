// A page's head from its document's SEO fields over the page's defaults, or the notice's head when the read faults.
// Cleaned of the preview's invisible marks: none belong in the head.
import type { Metadata } from 'next';
import { stegaClean } from 'next-sanity';
import { contentUnavailableMetadata } from '@/components/layout/content-unavailable';
import { settle } from '@/lib/content/faults';
import type { PageSeoFields } from '@/lib/marketing/schemas';
import { withPageSeo } from '@/lib/marketing/seo';
import { pageMetadata, type PageSeo } from '@/lib/seo';

export async function documentMetadata(read: Promise<{ seo: PageSeoFields }>, defaults: PageSeo): Promise<Metadata> {
  const settled = await settle(read);
  if ('fault' in settled) return contentUnavailableMetadata;
  return pageMetadata(withPageSeo(defaults, stegaClean(settled.value.seo)));
}
