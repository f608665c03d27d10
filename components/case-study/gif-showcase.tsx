// GIF Creation: a looping clip that zooms and shows its title on hover or focus, in CSS only.
import { Section, SectionHeading } from '@/components/layout/container';
import { VideoFacade } from '@/components/video/video-facade';
import type { CaseStudy } from '@/lib/case-studies/schemas';
import type { CaseStudyPageWords } from '@/lib/marketing/case-studies-page/schemas';

export function GifShowcase({ gif, words }: { gif: CaseStudy['gif']; words: CaseStudyPageWords['gif'] }) {
  return (
    <Section tone="soft" aria-labelledby="gif-creation">
      <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.3fr] lg:gap-14">
        <SectionHeading id="gif-creation" eyebrow={words.eyebrow} title={words.title} lead={gif.text} />
        <figure
          data-testid="gif-showcase"
          className="group relative overflow-hidden rounded-(--radius-card) shadow-lg ring-1 ring-line"
        >
          <div className="transition-transform duration-300 ease-out motion-safe:group-focus-within:scale-105 motion-safe:group-hover:scale-105">
            <VideoFacade mediaId={gif.id} title={gif.title} />
          </div>
          <figcaption
            data-testid="gif-overlay"
            className="pointer-events-none absolute inset-x-0 top-0 bg-linear-to-b from-ink/90 to-transparent px-5 pt-4 pb-10 text-lg font-semibold text-white opacity-0 transition-opacity duration-200 group-focus-within:opacity-100 group-hover:opacity-100"
          >
            {gif.title}
          </figcaption>
        </figure>
      </div>
    </Section>
  );
}
