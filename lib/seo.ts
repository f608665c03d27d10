// Page metadata in one call, and typed JSON-LD builders (schema-dts) for structured data.
import type { Metadata, Viewport } from 'next';
import type {
  Article,
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  Organization,
  Service,
  Thing,
  WithContext,
} from 'schema-dts';
import { site } from '@/content/site';
import type { Crumb } from '@/lib/breadcrumbs';
import { env } from '@/lib/env';
import { fillClaims, type Claims } from '@/lib/marketing/fill-claims';

export const siteOrigin = env.NEXT_PUBLIC_SITE_URL;

/** The site's head but its description, which quotes the claims: siteHead adds it. */
export const siteMetadata: Metadata = {
  metadataBase: new URL(siteOrigin),
  title: { default: site.legalName, template: `%s | ${site.name}` },
  applicationName: site.name,
  formatDetection: { telephone: false, email: false, address: false },
};

/** The site's description, its claims (`claims`: the settings') filled in. */
export const siteDescription = (claims: Claims) => fillClaims(site.description, claims, 'the site description');

/** The site's head, with its description. */
export const siteHead = (claims: Claims): Metadata => ({ ...siteMetadata, description: siteDescription(claims) });

export const siteViewport: Viewport = {
  themeColor: '#0b0b14',
  colorScheme: 'light',
};

export type PageSeo = {
  title: string; // the site name is appended
  description: string;
  keywords?: readonly string[];
  path: string; // e.g. '/pricing': the canonical URL
  image?: { url: string; width?: number; height?: number; alt?: string }; // default: the generated site image
  type?: 'website' | 'article';
  article?: { publishedTime?: string; authors?: string[] };
  noIndex?: boolean;
};

export const defaultOgImage = { url: '/opengraph-image', width: 1200, height: 630, alt: site.legalName };

export const absoluteUrl = (path: string) => new URL(path, `${siteOrigin}/`).toString();

export function fullTitle(title: string) {
  return title === site.name ? title : `${title} | ${site.name}`;
}

export function pageMetadata(seo: PageSeo): Metadata {
  const title = fullTitle(seo.title);
  const image = seo.image ?? defaultOgImage;
  const robots = seo.noIndex ? { index: false, follow: false } : { index: true, follow: true };
  return {
    title: { absolute: title },
    description: seo.description,
    keywords: seo.keywords ? [...seo.keywords] : undefined,
    alternates: { canonical: seo.path },
    robots,
    openGraph: {
      title,
      description: seo.description,
      url: seo.path,
      siteName: site.name,
      locale: site.locale,
      images: [image],
      ...(seo.type === 'article'
        ? { type: 'article', publishedTime: seo.article?.publishedTime, authors: seo.article?.authors }
        : { type: 'website' }),
    },
    twitter: { card: 'summary_large_image', title, description: seo.description, images: [image.url] },
  };
}

/** `<` is escaped so no string can close the `<script>` tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** `settings`: the profiles, address and claims (which the description quotes) of the site settings. */
export function organizationJsonLd(settings: {
  email: { hello: string };
  socialUrl: string;
  professionalNetworkUrl: string;
  claims: Claims;
}): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': absoluteUrl('/#organization'),
    name: site.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    description: siteDescription(settings.claims),
    email: settings.email.hello,
    foundingDate: String(site.foundingYear),
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.location.city,
      addressCountry: site.location.countryCode,
    },
    sameAs: [settings.professionalNetworkUrl, settings.socialUrl],
  };
}

export function serviceJsonLd(service: {
  name: string;
  description: string;
  path: string;
  serviceType?: string;
}): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.description,
    serviceType: service.serviceType ?? service.name,
    url: absoluteUrl(service.path),
    areaServed: 'Worldwide',
    provider: { '@type': 'Organization', '@id': absoluteUrl('/#organization'), name: site.name },
  };
}

export function faqPageJsonLd(items: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function breadcrumbListJsonLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href),
    })),
  };
}

export function blogPostingJsonLd(post: {
  title: string;
  description?: string;
  path: string;
  publishedAt?: string;
  /** When the post last changed: search engines show it as the updated date. */
  modifiedAt?: string;
  authorName?: string;
  image?: string;
  keywords?: readonly string[];
}): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url: absoluteUrl(post.path),
    mainEntityOfPage: absoluteUrl(post.path),
    datePublished: post.publishedAt,
    dateModified: post.modifiedAt,
    image: post.image,
    keywords: post.keywords && post.keywords.length > 0 ? post.keywords.join(', ') : undefined,
    // A post without an author is the agency's own.
    author: post.authorName
      ? { '@type': 'Person', name: post.authorName }
      : { '@type': 'Organization', '@id': absoluteUrl('/#organization'), name: site.name },
    publisher: { '@type': 'Organization', '@id': absoluteUrl('/#organization'), name: site.name },
  };
}

export function articleJsonLd(article: {
  title: string;
  description: string;
  path: string;
  publishedAt: string;
  sections?: readonly string[];
}): WithContext<Article> {
  const organization = { '@type': 'Organization', '@id': absoluteUrl('/#organization'), name: site.name } as const;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    url: absoluteUrl(article.path),
    mainEntityOfPage: absoluteUrl(article.path),
    datePublished: article.publishedAt,
    image: absoluteUrl(defaultOgImage.url),
    articleSection: article.sections ? [...article.sections] : undefined,
    author: organization,
    publisher: organization,
  };
}

export type JsonLdDocument = WithContext<Thing>;
