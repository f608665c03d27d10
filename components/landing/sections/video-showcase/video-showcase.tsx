// A landing page's videos: a heading, a lead and a grid of players behind their facades (nothing from the
// video host before play).
import { Section, SectionHeading } from '@/components/layout/container';
import { VideoGrid } from '@/components/services/video-grid';
import type { LandingSectionOf } from '@/lib/landing/schemas';

export function VideoShowcase({ id, section }: { id: string; section: LandingSectionOf<'videoShowcaseSection'> }) {
  return (
    <Section aria-labelledby={id}>
      <SectionHeading id={id} title={section.title} lead={section.lead ?? undefined} />
      <VideoGrid
        videos={section.videos.map((video, index) => ({ id: `${id}-${index + 1}`, ...video }))}
        // Three in a row when the videos fill rows of three; two otherwise.
        columns={section.videos.length % 3 === 0 ? 3 : 2}
      />
    </Section>
  );
}
