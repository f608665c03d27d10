// Every page route not generated from data (those come from their own modules). The sitemap and the
// accessibility/HTML tests read this list: add a route here when you add its page.
export type StaticRoute = {
  path: `/${string}`;
  changeFrequency: 'weekly' | 'monthly' | 'yearly';
  priority: number;
};

export const staticRoutes: StaticRoute[] = [
  { path: '/', changeFrequency: 'weekly', priority: 1 },
  { path: '/career', changeFrequency: 'monthly', priority: 0.5 },
  { path: '/blog', changeFrequency: 'weekly', priority: 0.7 },
  { path: '/youtube-strategy', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/privacy-policy', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/terms-of-service', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/cookie-policy', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/about', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/case-studies', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/shorts', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/product-demo-videos', changeFrequency: 'monthly', priority: 0.9 },
  { path: '/video-production', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/pricing', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/youtube-script-generator', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/script-generator', changeFrequency: 'monthly', priority: 0.7 },
];
