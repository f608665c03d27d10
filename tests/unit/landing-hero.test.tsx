// A landing page's hero video or image, chosen in the Studio: the site reads what the Studio publishes (a video by
// its media id with its play button's label, or an image with its alt text, not both), the hero shows it under
// the button with the poster of the video's document, and the embedded page keeps its hero as it was (neither).
import { evaluate, parse } from 'groq-js';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LandingHero } from '@/components/landing/sections/hero/hero';
import { heroSection } from '@/components/landing/sections/hero/schema';
import { VideoPosters } from '@/components/video/video-posters';
import { landingPageQuery } from '@/lib/landing/queries';
import { landingPageLookupSchema, type LandingSectionOf } from '@/lib/landing/schemas';
import { imageAsset, imageOf, studioAccepts, type StudioType } from '../fixtures/studio-rules';
import { dataset, datasetVideo } from '../fixtures/video-library';

const embedded = dataset.find((doc) => doc._type === 'landingPage')!;
const slug = (embedded.slug as { current: string }).current;
const storedHero = (embedded.sections as Record<string, unknown>[])[0]!;

/** The stored page with its hero's fields changed, as the site reads it: its hero, or the parser's refusal. */
async function heroWith(fields: Record<string, unknown>) {
  const doc = { ...embedded, sections: [{ ...storedHero, ...fields }, ...(embedded.sections as unknown[]).slice(1)] };
  const raw = await (await evaluate(parse(landingPageQuery), { dataset: [doc, imageAsset], params: { slug } })).get();
  const read = landingPageLookupSchema.safeParse(raw);
  return read.success ? (read.data!.sections[0] as LandingSectionOf<'heroSection'>) : null;
}

const studioPublishes = (fields: Record<string, unknown>) =>
  studioAccepts(heroSection as unknown as StudioType, { ...storedHero, ...fields });

const render = (hero: LandingSectionOf<'heroSection'>, posters = {}) =>
  renderToStaticMarkup(
    <VideoPosters posters={posters}>
      <LandingHero section={hero} />
    </VideoPosters>,
  );

describe('a landing page’s hero video or image', () => {
  it('the embedded page keeps its hero: neither', async () => {
    const hero = (await heroWith({}))!;
    expect(hero).toMatchObject({ mediaId: null, videoTitle: null, image: null });
    expect(render(hero)).not.toMatch(/<img|data-video-facade/);
  });

  it('a video: the play button says its title, over the poster of its video document', async () => {
    const fields = { mediaId: 'k7v2m9x4qa', videoTitle: 'See the offer in 90 seconds' };
    expect(studioPublishes(fields)).toBe(true);
    const hero = (await heroWith(fields))!;
    const poster = datasetVideo('k7v2m9x4qa').poster!;
    const html = render(hero, { k7v2m9x4qa: poster });
    expect(html).toContain('Play video: </span>See the offer in 90 seconds');
    expect(html).toContain(`src="${poster.src}"`);
  });

  it('an image: shown with its alt text', async () => {
    const fields = { image: imageOf('The webinar’s highlight reel on a laptop') };
    expect(studioPublishes(fields)).toBe(true);
    const html = render((await heroWith(fields))!);
    expect(html).toContain('alt="The webinar’s highlight reel on a laptop"');
    expect(html).toContain(`src="${imageAsset.url}?w=1280&amp;fit=max&amp;auto=format"`);
  });

  it.each([
    ['both a video and an image', { mediaId: 'k7v2m9x4qa', videoTitle: 'A video', image: imageOf('An image') }],
    ['a video without its label', { mediaId: 'k7v2m9x4qa' }],
    ['a whole address for the video', { mediaId: 'https://fast.wistia.com/medias/k7v2m9x4qa', videoTitle: 'A' }],
    ['an image without its alt text', { image: { ...imageOf(''), alt: undefined } }],
  ])('the Studio refuses %s', (_label, fields) => {
    expect(studioPublishes(fields)).toBe(false);
  });

  it('the site refuses what would reach the player as anything but an id', async () => {
    expect(await heroWith({ mediaId: 'https://fast.wistia.com/medias/k7v2m9x4qa', videoTitle: 'A' })).toBeNull();
  });
});
