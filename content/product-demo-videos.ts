// The /product-demo-videos page's code-side words: its SEO defaults and its Service JSON-LD. The hero, highlights,
// sections, samples, pricing card and closing call are the marketers' document (the Studio's Product demo videos;
// content/dataset.ndjson without a Sanity project).
import type { NavLink } from '@/content/navigation';
import type { PageSeo } from '@/lib/seo';

/** The defaults for the product demo document's SEO fields left empty; they quote the settings' claims. */
export const productDemoSeo = {
  title: 'Product Demo Videos',
  description:
    'Product demo videos for SaaS companies: scripted, produced in 4K with colour grading and delivered in a {process}-day process, with unlimited revisions and a {guarantee}-day performance guarantee.',
  keywords: ['product demo video', 'SaaS demo video production', 'software demo video agency', 'explainer video SaaS'],
  path: '/product-demo-videos',
} satisfies PageSeo;

/** The page's Service JSON-LD; its description follows the page's (the document's SEO, else this default). */
export const productDemoService = {
  name: 'Product demo video production',
  serviceType: 'Product demo video production',
  description: productDemoSeo.description,
  path: productDemoSeo.path,
};

/** Where the notice sends a visitor when the document cannot be read and no earlier page exists. */
export const productDemoUnavailableBack = { label: 'Return to Home', href: '/' } satisfies NavLink;
