// Sanity schema: the two free script generators' pages' words (the hero, the benefits under the tool, SEO), one
// document each, edited as the Studio's Script generator page and YouTube script generator page. One definition
// makes both types, so the two pages always take the same fields and limits. Two singleton types rather than one
// type with two ids: the Studio's desk, its singleton rules, the Presentation tool and the publish webhook all tell
// a singleton by its type, whose name is its id. The tool itself (its form, options, templates and messages) is
// the site's code (content/generators.ts, content/script-templates). The site's parsers
// (lib/marketing/generator-pages/schemas.ts) are derived from this definition; the queries are here too.
import { ComposeSparklesIcon } from '@sanity/icons/ComposeSparkles';
import { DocumentVideoIcon } from '@sanity/icons/DocumentVideo';
import { SparklesIcon } from '@sanity/icons/Sparkles';
import type { ComponentType } from 'react';
import { defineQuery } from 'groq';
import { heroFields, pageDocument, tabTitle } from '../fields/page';
import { cardRow, meaningCard } from './about-page';
import { seoProjection } from './seo';

const benefit = meaningCard('benefit', 'Benefit', 'The benefit, e.g. “Fast”.', SparklesIcon);

const generatorPage = <const N extends string>(name: N, title: string, icon: ComponentType) =>
  pageDocument(name, title, icon, {
    tabs: { benefits: 'Benefits' },
    seoDescription: 'Empty fields keep the page’s defaults; the search keywords are the site’s.',
    fields: [
      ...heroFields({ badgeMax: 30, titleMax: 80, leadMax: 300 }),
      tabTitle('benefits', 'Benefits', 80, 'The benefits’ title.'),
      cardRow('benefits', benefit, ['benefit', 'benefits'], [1, 3]), // three cards a row, under the tool
    ],
  });

export const scriptGeneratorPage = generatorPage('scriptGeneratorPage', 'Script generator page', ComposeSparklesIcon);
export const youtubeScriptGeneratorPage = generatorPage(
  'youtubeScriptGeneratorPage',
  'YouTube script generator page',
  DocumentVideoIcon,
);

/** /script-generator's words as the site reads them, by the fixed id (lib/marketing/generator-pages/read.ts). */
export const scriptGeneratorPageQuery =
  defineQuery(`*[_type == "scriptGeneratorPage" && _id == "scriptGeneratorPage"][0]{
  _id, ${seoProjection}, badge, title, lead, benefitsTitle, benefits[]{ title, text }
}`);

/** /youtube-script-generator's words, the same way. */
export const youtubeScriptGeneratorPageQuery =
  defineQuery(`*[_type == "youtubeScriptGeneratorPage" && _id == "youtubeScriptGeneratorPage"][0]{
  _id, ${seoProjection}, badge, title, lead, benefitsTitle, benefits[]{ title, text }
}`);
