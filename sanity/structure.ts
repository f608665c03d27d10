// The Studio's content list (the structure tool's desk): what marketers edit first, then the blog, case studies
// and careers. The singletons open straight into their one document, under their type's title and icon.
import { BlockquoteIcon } from '@sanity/icons/Blockquote';
import { CaseIcon } from '@sanity/icons/Case';
import { DocumentsIcon } from '@sanity/icons/Documents';
import { PlayIcon } from '@sanity/icons/Play';
import { RocketIcon } from '@sanity/icons/Rocket';
import { DocumentTextIcon } from '@sanity/icons/DocumentText';
import { TagIcon } from '@sanity/icons/Tag';
import { TransferIcon } from '@sanity/icons/Transfer';
import { UserIcon } from '@sanity/icons/User';
import { UsersIcon } from '@sanity/icons/Users';
import type { ComponentType } from 'react';
import type { ListItemBuilder, StructureBuilder, StructureResolver } from 'sanity/structure';
import { singletonIds } from '../lib/marketing/limits';

type SingletonType = keyof typeof singletonIds;

/** A singleton's row, with its type's title and icon: it opens the one document in place (no list to pick it from,
 * and its id is the one the site reads). */
const singleton = (S: StructureBuilder, type: SingletonType) => {
  const { title = type, icon } = S.context.schema.get(type) ?? {};
  return S.listItem()
    .id(type)
    .title(title)
    .icon(icon)
    .child(S.document().schemaType(type).documentId(singletonIds[type]).title(title));
};

/** A type's documents, listed under the desk's name for them. */
const documents = (S: StructureBuilder, type: string, title: string, icon: ComponentType) =>
  S.documentTypeListItem(type).title(title).icon(icon);

/** A folder: a row that opens a list of its own, under the same id and title. */
const folder = (S: StructureBuilder, id: string, title: string, items: ListItemBuilder[]) =>
  S.listItem().id(id).title(title).icon(DocumentsIcon).child(S.list().id(id).title(title).items(items));

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      singleton(S, 'siteSettings'),
      singleton(S, 'navigation'),
      folder(S, 'pages', 'Pages', [
        singleton(S, 'homePage'),
        singleton(S, 'shortsPage'),
        singleton(S, 'productDemoVideosPage'),
        singleton(S, 'videoProductionPage'),
        singleton(S, 'aboutPage'),
        singleton(S, 'careerPage'),
        singleton(S, 'scriptGeneratorPage'),
        singleton(S, 'youtubeScriptGeneratorPage'),
        singleton(S, 'youtubeStrategyPage'),
        singleton(S, 'caseStudiesPage'),
      ]),
      singleton(S, 'specialOffer'),
      singleton(S, 'pricingPage'),
      documents(S, 'testimonial', 'Testimonials', BlockquoteIcon),
      documents(S, 'hostedVideo', 'Videos', PlayIcon),
      singleton(S, 'clientLogos'),
      documents(S, 'landingPage', 'Landing pages', RocketIcon),
      documents(S, 'redirect', 'Redirects', TransferIcon),
      S.divider(),
      folder(S, 'blog', 'Blog', [
        singleton(S, 'blogPage'),
        documents(S, 'post', 'Posts', DocumentTextIcon),
        documents(S, 'category', 'Categories', TagIcon),
        documents(S, 'author', 'Authors', UserIcon),
      ]),
      documents(S, 'caseStudy', 'Case studies', CaseIcon),
      documents(S, 'jobOpening', 'Careers', UsersIcon),
    ]);
