// sitemap.xml: every page route, built at build time (force-static, works in the export).
import type { MetadataRoute } from 'next';
import { staticRoutes } from '@/content/routes';
import { absoluteUrl } from '@/lib/seo';

export const dynamic = 'force-static';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return staticRoutes.map((route) => ({
    url: absoluteUrl(route.path),
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }));
}
