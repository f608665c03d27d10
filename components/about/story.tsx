// The About story and the mission statement, side by side on wide screens.
import { Target } from 'lucide-react';
import { Section } from '@/components/layout/container';
import { Card } from '@/components/ui/card';
import type { AboutPage } from '@/lib/marketing/about-career/schemas';

export function Story({ story, mission }: Pick<AboutPage, 'story' | 'mission'>) {
  return (
    <Section aria-labelledby="our-story">
      <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:gap-16">
        <div className="max-w-prose">
          <h2 id="our-story" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {story.title}
          </h2>
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-relaxed text-body">
              {paragraph}
            </p>
          ))}
        </div>
        <Card as="aside" aria-labelledby="our-mission" size="md" surface="soft" padding="p-8" className="self-start">
          <Target aria-hidden="true" className="size-7 text-accent" />
          <h2 id="our-mission" className="mt-4 text-xl font-bold text-ink">
            {mission.title}
          </h2>
          <p className="mt-3 text-xl leading-snug font-medium text-ink">{mission.text}</p>
        </Card>
      </div>
    </Section>
  );
}
