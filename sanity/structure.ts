// The Studio's content list (the structure tool's desk): what marketers edit first, then the blog, case studies
// and careers. The singletons open straight into their one document.
import { BlockquoteIcon } from '@sanity/icons/Blockquote';
import { CaseIcon } from '@sanity/icons/Case';
import { CogIcon } from '@sanity/icons/Cog';
import { CreditCardIcon } from '@sanity/icons/CreditCard';
import { DocumentsIcon } from '@sanity/icons/Documents';
import { EarthGlobeIcon } from '@sanity/icons/EarthGlobe';
import { ImagesIcon } from '@sanity/icons/Images';
import { HomeIcon } from '@sanity/icons/Home';
import { InfoOutlineIcon } from '@sanity/icons/InfoOutline';
import { MobileDeviceIcon } from '@sanity/icons/MobileDevice';
import { PresentationIcon } from '@sanity/icons/Presentation';
import { RocketIcon } from '@sanity/icons/Rocket';
import { VideoIcon } from '@sanity/icons/Video';
import { DocumentTextIcon } from '@sanity/icons/DocumentText';
import { SparklesIcon } from '@sanity/icons/Sparkles';
import { TagIcon } from '@sanity/icons/Tag';
import { TransferIcon } from '@sanity/icons/Transfer';
import { UserIcon } from '@sanity/icons/User';
import { UsersIcon } from '@sanity/icons/Users';
import type { ComponentType } from 'react';
import type { StructureBuilder, StructureResolver } from 'sanity/structure';
import { singletonIds } from '../lib/marketing/limits';

type SingletonType = keyof typeof singletonIds;

/** One document, edited in place: no list to pick it from, and its id is the one the site reads. */
const singleton = (S: StructureBuilder, type: SingletonType, title: string, icon: ComponentType) =>
  S.listItem()
    .id(type)
    .title(title)
    .icon(icon)
    .child(S.document().schemaType(type).documentId(singletonIds[type]).title(title));

const documents = (S: StructureBuilder, type: string, title: string, icon: ComponentType) =>
  S.documentTypeListItem(type).title(title).icon(icon);

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      singleton(S, 'siteSettings', 'Settings', CogIcon),
      S.listItem()
        .id('pages')
        .title('Pages')
        .icon(DocumentsIcon)
        .child(
          S.list()
            .id('pages')
            .title('Pages')
            .items([
              singleton(S, 'homePage', 'Home page', HomeIcon),
              singleton(S, 'shortsPage', 'Short-form videos', MobileDeviceIcon),
              singleton(S, 'productDemoVideosPage', 'Product demo videos', PresentationIcon),
              singleton(S, 'videoProductionPage', 'Video production', VideoIcon),
              singleton(S, 'aboutPage', 'About', InfoOutlineIcon),
              singleton(S, 'careerPage', 'Career page', EarthGlobeIcon),
            ]),
        ),
      singleton(S, 'specialOffer', 'Offer', SparklesIcon),
      singleton(S, 'pricingPage', 'Pricing', CreditCardIcon),
      documents(S, 'testimonial', 'Testimonials', BlockquoteIcon),
      singleton(S, 'clientLogos', 'Logos', ImagesIcon),
      documents(S, 'landingPage', 'Landing pages', RocketIcon),
      documents(S, 'redirect', 'Redirects', TransferIcon),
      S.divider(),
      S.listItem()
        .id('blog')
        .title('Blog')
        .icon(DocumentsIcon)
        .child(
          S.list()
            .id('blog')
            .title('Blog')
            .items([
              documents(S, 'post', 'Posts', DocumentTextIcon),
              documents(S, 'category', 'Categories', TagIcon),
              documents(S, 'author', 'Authors', UserIcon),
            ]),
        ),
      documents(S, 'caseStudy', 'Case studies', CaseIcon),
      documents(S, 'jobOpening', 'Careers', UsersIcon),
    ]);
