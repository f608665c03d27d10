// zod schemas for the case studies, in the shapes the pages render; only one with a slug has its own page. The text
// fields, video ids and panels are derived from the Studio definition (sanity/schema-types/case-study.ts); the slug,
// poster, site, SEO, dates and results are read here by the rules the Studio applies to them.
import { posterStyles } from '@/content/posters';
import { panelKeys, type PanelKey } from '@/lib/case-studies/limits';
import { derive } from '@/lib/content/derive';
import { runningTimeSchema } from '@/lib/content/shapes';
import { slugPattern, webSchemePattern } from '@/lib/content/rules';
import { lookupSchema } from '@/lib/content/lookup';
import { boundedText, clean, text } from '@/lib/content/text';
import type { VideoDetails } from '@/content/video';
import { z } from '@/lib/zod';
import { caseStudy, gifPart, testimonialPart } from '@/sanity/schema-types/case-study';

const poster = clean(z.enum(posterStyles));
const slug = text.regex(slugPattern, 'a slug is one address segment (no "/" or spaces)');
const label = boundedText(80); // a result's metric and description
const study = derive(caseStudy);

export const caseStudyCardSchema = study
  .pick({ client: true, subtitle: true, result: true, metric: true, videoId: true })
  .extend({
    _id: text,
    slug: z
      .object({ current: slug })
      .nullish()
      .transform((value) => value?.current ?? null),
    poster,
  })
  .transform((doc) => ({
    id: doc._id,
    title: doc.client,
    subtitle: doc.subtitle,
    thumbnail: doc.poster,
    result: doc.result,
    metric: doc.metric,
    hasVideo: true,
    mediaId: doc.videoId,
    slug: doc.slug ?? undefined,
  }));

export const caseStudySchema = study
  .pick({ client: true, title: true, summary: true, panels: true })
  .extend({
    _id: text,
    slug: z.object({ current: slug }),
    clientUrl: z.url({ protocol: webSchemePattern }),
    poster,
    seo: z
      .object({ title: boundedText(70).nullish(), keywords: z.array(text).nullish() })
      .nullish()
      .transform((seo) => ({ title: seo?.title ?? null, keywords: seo?.keywords ?? [] })),
    // The testimonial video's details for search engines: optional until every study has them (the Studio
    // requires them), and a study without them gets no VideoObject.
    testimonial: derive(testimonialPart).extend({
      uploadDate: clean(z.iso.date()).nullish(),
      duration: runningTimeSchema.nullish(),
    }),
    gif: derive(gifPart).extend({ poster }),
    // Kept for the team's reporting; the page does not show them.
    results: z
      .array(z.object({ metric: label, description: label, color: clean(z.enum(['accent', 'success', 'highlight'])) }))
      .nullish()
      .transform((results) => results ?? []),
  })
  .transform((doc) => ({
    slug: doc.slug.current,
    client: doc.client,
    clientUrl: doc.clientUrl,
    project: doc.title,
    summary: doc.summary,
    seoTitle: doc.seo.title,
    seoKeywords: doc.seo.keywords,
    mainTestimonialVideo: doc.testimonial.videoId,
    mainTestimonialVideoDetails:
      doc.testimonial.uploadDate && doc.testimonial.duration
        ? ({
            mediaId: doc.testimonial.videoId,
            name: `${doc.client} case study`,
            description: doc.summary,
            uploadDate: doc.testimonial.uploadDate,
            duration: doc.testimonial.duration,
          } satisfies VideoDetails & { mediaId: string })
        : null,
    posterStyle: doc.poster,
    pullQuote: { quote: doc.testimonial.quote, author: doc.testimonial.author, role: doc.testimonial.role },
    beforeAfterVideos: Object.fromEntries(
      panelKeys.map((key) => [key, { before: doc.panels[key].beforeVideoId, after: doc.panels[key].afterVideoId }]),
    ) as Record<PanelKey, { before: string; after: string }>,
    beforeAfterNotes: Object.fromEntries(
      panelKeys.map((key) => [key, { before: doc.panels[key].before, after: doc.panels[key].after }]),
    ) as Record<PanelKey, { before: string[]; after: string[] }>,
    gif: { id: doc.gif.videoId, title: doc.gif.title, thumbnail: doc.gif.poster, text: doc.gif.text },
    results: doc.results,
  }));

export const caseStudyLookupSchema = lookupSchema(caseStudySchema, 'case studies');

export const caseStudyIndexEntrySchema = z.object({
  slug: z.object({ current: slug }).transform((value) => value.current),
  _updatedAt: z.iso.datetime({ offset: true }).nullish(),
});

export type CaseStudyCard = z.output<typeof caseStudyCardSchema>;
export type CaseStudy = z.output<typeof caseStudySchema>;

export const caseStudyPath = (slug: string) => `/case-studies/${slug}` as const;
