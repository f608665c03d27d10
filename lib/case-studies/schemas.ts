// zod schemas for the case studies, in the shapes the pages render; only one with a slug has its own page.
import { posterStyles } from '@/content/posters';
import { caseStudyLimits as limits, panelKeys, type PanelKey } from '@/lib/case-studies/limits';
import { mediaIdSchema as mediaId, runningTimeSchema } from '@/lib/content/shapes';
import { slugPattern, webSchemePattern } from '@/lib/content/rules';
import { lookupSchema } from '@/lib/content/lookup';
import { boundedText, clean, text } from '@/lib/content/text';
import type { VideoDetails } from '@/content/video';
import { z } from '@/lib/zod';

const poster = clean(z.enum(posterStyles));
const slug = text.regex(slugPattern, 'a slug is one address segment (no "/" or spaces)');
const label = boundedText(80); // an author, a role, a GIF's title
// The testimonial video's details for search engines: optional until every study has them (the Studio
// requires them), and a study without them gets no VideoObject.
const uploadDate = clean(z.iso.date()).nullish();
const duration = runningTimeSchema.nullish();

export const caseStudyCardSchema = z
  .object({
    _id: text,
    client: boundedText(limits.clientMax),
    slug: z
      .object({ current: slug })
      .nullish()
      .transform((value) => value?.current ?? null),
    subtitle: boundedText(limits.subtitleMax),
    result: boundedText(limits.resultMax),
    metric: boundedText(limits.metricMax),
    poster,
    videoId: mediaId,
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

const notes = z.array(boundedText(limits.noteMax)).min(1).max(limits.notesMax);
const panel = z.object({ beforeVideoId: mediaId, afterVideoId: mediaId, before: notes, after: notes });

export const caseStudySchema = z
  .object({
    _id: text,
    client: boundedText(limits.clientMax),
    slug: z.object({ current: slug }),
    clientUrl: z.url({ protocol: webSchemePattern }),
    title: boundedText(limits.titleMax),
    summary: boundedText(limits.summaryMax),
    poster,
    seo: z
      .object({ title: boundedText(70).nullish(), keywords: z.array(text).nullish() })
      .nullish()
      .transform((seo) => ({ title: seo?.title ?? null, keywords: seo?.keywords ?? [] })),
    testimonial: z.object({
      videoId: mediaId,
      quote: boundedText(limits.quoteMax),
      author: label,
      role: label,
      uploadDate,
      duration,
    }),
    panels: z.object(Object.fromEntries(panelKeys.map((key) => [key, panel])) as Record<PanelKey, typeof panel>),
    gif: z.object({ videoId: mediaId, title: label, poster, text: boundedText(limits.summaryMax) }),
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
export type CaseStudyIndexEntry = z.output<typeof caseStudyIndexEntrySchema>;

export const caseStudyPath = (slug: string) => `/case-studies/${slug}` as const;
