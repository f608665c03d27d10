// sitemap.xml: every page route, built at build time (force-static, works in the export).
import type { MetadataRoute } from 'next';
import { staticRoutes } from '@/content/routes';
import { getPostIndex } from '@/lib/blog/posts';
import { getCaseStudyIndex } from '@/lib/case-studies/case-studies';
import { caseStudyPath } from '@/lib/case-studies/schemas';
import { postPath } from '@/lib/blog/schemas';
import { absoluteUrl } from '@/lib/seo';

export const dynamic = 'force-static';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [posts, caseStudies] = await Promise.all([getPostIndex(), getCaseStudyIndex()]);
  return [
    ...staticRoutes.map((route) => ({
      url: absoluteUrl(route.path),
      changeFrequency: route.changeFrequency,
      priority: route.priority,
    })),
    ...caseStudies.map((study) => ({
      url: absoluteUrl(caseStudyPath(study.slug)),
      ...(study._updatedAt ? { lastModified: study._updatedAt } : {}),
      changeFrequency: 'monthly' as const,
      priority: 0.7,
    })),
    ...posts.map((post) => ({
      url: absoluteUrl(postPath(post)),
      lastModified: post._updatedAt ?? post.publishedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
  ];
}
