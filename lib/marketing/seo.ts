// A page's SEO as the site renders it: what the marketer set in the page's document, the page's defaults
// (content/) for every field left empty.
import type { PageSeoFields } from '@/lib/marketing/schemas';
import type { PageSeo } from '@/lib/seo';

export function withPageSeo(defaults: PageSeo, fields: PageSeoFields): PageSeo {
  return {
    ...defaults,
    title: fields.title ?? defaults.title,
    description: fields.description ?? defaults.description,
    image: fields.image ?? defaults.image,
    noIndex: fields.noIndex || (defaults.noIndex ?? false),
  };
}
