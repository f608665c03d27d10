// A landing page's SEO: what the marketer set in its SEO fields, its hero's title and lead for each one left empty.
import { landingPath, type LandingPage } from '@/lib/landing/schemas';
import { withPageSeo } from '@/lib/marketing/seo';
import type { PageSeo } from '@/lib/seo';

export const landingPageSeo = (page: Pick<LandingPage, 'slug' | 'hero' | 'seo'>): PageSeo =>
  withPageSeo({ title: page.hero.title, description: page.hero.lead, path: landingPath(page.slug) }, page.seo);
