// Every page route of the site that is not generated from data. The sitemap and the
// accessibility/HTML tests read this list; add a route here when you add its page.
// Data-driven routes (case studies, blog posts) are added by their own modules.
export type StaticRoute = {
  path: `/${string}`;
  changeFrequency: 'weekly' | 'monthly' | 'yearly';
  priority: number;
};

export const staticRoutes: StaticRoute[] = [
  { path: '/career', changeFrequency: 'monthly', priority: 0.5 },
  { path: '/blog', changeFrequency: 'weekly', priority: 0.7 },
  { path: '/youtube-strategy', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/privacy-policy', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/terms-of-service', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/cookie-policy', changeFrequency: 'yearly', priority: 0.2 },
];
