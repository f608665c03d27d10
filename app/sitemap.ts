// sitemap.xml: every page route, built at build time (force-static, works in the export). The blog's lists
// carry the time their cards last changed; posts, case studies and landing pages their own. A landing page kept
// out of search results (noindex) is left out.
import type { MetadataRoute } from 'next';
import { staticRoutes } from '@/content/routes';
import {
  archivePages,
  blogPath,
  categoryPath,
  listLastModified,
  listPagePath,
  pageCount,
  postsInCategory,
  usedCategories,
} from '@/lib/blog/archive';
import { getCategories, getPostIndex } from '@/lib/blog/posts';
import { getCaseStudyIndex } from '@/lib/case-studies/case-studies';
import { caseStudyPath } from '@/lib/case-studies/schemas';
import { getLandingPageIndex } from '@/lib/landing/pages';
import { landingPath } from '@/lib/landing/schemas';
import { postPath } from '@/lib/blog/schemas';
import { absoluteUrl } from '@/lib/seo';

export const dynamic = 'force-static';

const lastModified = (time: string | null) => (time ? { lastModified: time } : {});

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [posts, categories, caseStudies, landingPages] = await Promise.all([
    getPostIndex(),
    getCategories(),
    getCaseStudyIndex(),
    getLandingPageIndex(),
  ]);
  const categoryPages = usedCategories(categories, posts).flatMap((category) => {
    const listed = postsInCategory(posts, category.slug);
    return Array.from({ length: pageCount(listed.length) }, (_, index) => ({
      url: absoluteUrl(listPagePath(categoryPath(category.slug), index + 1)),
      ...lastModified(listLastModified(listed, index + 1)),
      changeFrequency: 'weekly' as const,
      priority: 0.5,
    }));
  });
  return [
    ...staticRoutes.map((route) => ({
      url: absoluteUrl(route.path),
      ...(route.path === blogPath ? lastModified(listLastModified(posts, 1)) : {}),
      changeFrequency: route.changeFrequency,
      priority: route.priority,
    })),
    ...archivePages(posts.length).map((page) => ({
      url: absoluteUrl(listPagePath(blogPath, page)),
      ...lastModified(listLastModified(posts, page)),
      changeFrequency: 'weekly' as const,
      priority: 0.4,
    })),
    ...categoryPages,
    ...caseStudies.map((study) => ({
      url: absoluteUrl(caseStudyPath(study.slug)),
      ...(study._updatedAt ? { lastModified: study._updatedAt } : {}),
      changeFrequency: 'monthly' as const,
      priority: 0.7,
    })),
    ...landingPages
      .filter((page) => !page.noIndex)
      .map((page) => ({
        url: absoluteUrl(landingPath(page.slug)),
        ...lastModified(page._updatedAt ?? null),
        changeFrequency: 'monthly' as const,
        priority: 0.6,
      })),
    ...posts
      .filter((post) => !post.noIndex)
      .map((post) => ({
        url: absoluteUrl(postPath(post)),
        lastModified: post._updatedAt ?? post.publishedAt,
        changeFrequency: 'monthly' as const,
        priority: 0.6,
      })),
  ];
}
