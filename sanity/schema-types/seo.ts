// Sanity schema: a page's own SEO (title, description, share image, noindex). Every field may stay empty: the page's
// defaults fill it. The site's parser (pageSeoSchema in lib/content/shapes.ts) reads the same limits (seoLimits), and
// every page's query reads it with seoProjection.
import { SearchIcon } from '@sanity/icons/Search';
import { defineField, defineType } from '../fields/define';
import { seoLimits as limits } from '../../lib/marketing/limits';
import { altField, imageField } from '../fields/shapes';
import { line, paragraph } from '../fields/text';

/** A page's SEO fields as the site reads them; an image without a file counts as none. */
export const seoProjection = /* groq */ `seo{
  title, description, noIndex,
  "image": select(defined(image.asset) => {
    "url": image.asset->url,
    "width": image.asset->metadata.dimensions.width,
    "height": image.asset->metadata.dimensions.height,
    "alt": image.alt
  }, null)
}`;

export const seo = defineType({
  name: 'seo',
  title: 'SEO',
  type: 'object',
  icon: SearchIcon,
  description: 'How search engines and shared links show the page. Leave a field empty to keep the page’s default.',
  fields: [
    line('title', limits.titleMax, false, {
      description: 'The title in search results; the site’s name is added after it. Empty: the page’s default title.',
    }),
    paragraph('description', limits.descriptionMax, false, {
      description: 'The snippet under the title in search results. Empty: the page’s default description.',
    }),
    imageField(
      'image',
      'Choose the image, or remove it.',
      altField(
        limits.imageAltMax,
        'Describe the image (alt text).',
        'What the image shows, for people who cannot see it.',
      ),
      {
        title: 'Share image',
        description: 'Shown when the page is shared (1200 × 630 works everywhere). Empty: the page’s default image.',
      },
    ),
    defineField({
      name: 'noIndex',
      title: 'Hide from search engines',
      type: 'boolean',
      description: 'On: search engines are asked to leave the page out of their results. Off or empty: the default.',
    }),
  ],
});
