// Types for routes.mjs (plain JavaScript run by Node).
export function sitemapPaths(xml: string): string[];
export function loadPost(paths: string[]): string | undefined;
export function lighthouseRoutes(paths: string[], requested?: string): string[];
export function loadRoutes(post: string | undefined): string[];
