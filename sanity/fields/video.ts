// The fields that say where a hosted video plays, shared by the Studio's Videos (schema-types/video.ts) and a post
// body's video block (schema-types/block-content.ts): the host, the host's id checked against the host's id shape,
// the upload date, and how the Studio's lists show a video.
import { videoIdHints, videoIdPatterns, videoProviders, type VideoProvider } from '../../lib/blog/post-limits';
import type { PreviewConfig } from 'sanity';
import { defineField } from './define';

const providerTitles: Record<VideoProvider, string> = { wistia: 'Wistia', youtube: 'YouTube' };
const isProvider = (value: unknown): value is VideoProvider => videoProviders.includes(value as VideoProvider);

export const providerField = (description?: string) =>
  defineField({
    name: 'provider',
    type: 'string',
    description,
    options: {
      list: videoProviders.map((value) => ({ title: providerTitles[value], value })),
      layout: 'radio',
      direction: 'horizontal',
    },
    initialValue: 'wistia',
    validation: (rule) => rule.required().error('Where the video is hosted: Wistia or YouTube.'),
  });

export const videoIdField = (description: string) =>
  defineField({
    name: 'videoId',
    title: 'Video id',
    type: 'string',
    description,
    validation: (rule) => [
      rule.required().error('The video’s id.'),
      // Only an id of the provider's shape reaches the player: anything else could reach its script or iframe.
      rule.custom((value, context) => {
        if (value === undefined) return true;
        const provider = (context.parent as { provider?: unknown } | undefined)?.provider;
        // Without a provider there is nothing to check against; the provider's own rule asks for one.
        if (!isProvider(provider)) return true;
        return (typeof value === 'string' && videoIdPatterns[provider].test(value.trim())) || videoIdHints[provider];
      }),
    ],
  });

/** The day the video was first published: search engines read it with the video. */
export const uploadDateField = defineField({
  name: 'uploadDate',
  title: 'Upload date',
  type: 'date',
  description: 'The day the video was first published, for search engines.',
  validation: (rule) => rule.required().error('The day the video was first published.'),
});

/** A video in the Studio's lists: its title, then its host, its id and its running time, with its poster. */
export const videoPreview: PreviewConfig<Record<'title' | 'provider' | 'videoId' | 'duration' | 'media', string>> = {
  select: { title: 'title', provider: 'provider', videoId: 'videoId', duration: 'duration', media: 'poster' },
  prepare: ({ title, provider, videoId, duration, media }) => ({
    title: title || 'Video',
    subtitle: [isProvider(provider) ? providerTitles[provider] : provider, videoId, duration]
      .filter(Boolean)
      .join(' · '),
    media,
  }),
};
