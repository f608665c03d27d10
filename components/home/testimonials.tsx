// Client testimonials (the marketers' testimonial documents) under the home page document's heading: video
// testimonials in a carousel; author names link to profiles. The carousel's labels are the code's.
import { Quote } from 'lucide-react';
import { Section, SectionHeading } from '@/components/layout/container';
import { TestimonialCarousel } from '@/components/home/testimonial-carousel';
import { Card } from '@/components/ui/card';
import { ExternalLink } from '@/components/ui/external-link';
import { VideoFacade } from '@/components/video/video-facade';
import { testimonialsLabels } from '@/content/home';
import { cn } from '@/lib/cn';
import type { HomeTestimonials } from '@/lib/marketing/home/schemas';
import type { Testimonial } from '@/lib/marketing/schemas';

const tints: Record<Testimonial['thumbnailStyle'], string> = {
  indigo: 'bg-accent',
  amber: 'bg-highlight',
  emerald: 'bg-after',
  rose: 'bg-before',
};

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    // A figcaption must be a direct child of its figure, so the figure starts below the video.
    <Card size="lg" padding="p-0" className="flex h-full flex-col overflow-hidden">
      <VideoFacade
        mediaId={testimonial.mediaId}
        title={`${testimonial.author.name}, ${testimonial.company}`}
        className="rounded-none!"
      />
      <figure className="flex flex-1 flex-col p-6 sm:p-8">
        <Quote aria-hidden="true" className="size-6 text-accent" />
        <blockquote className="mt-3 flex-1 text-lg text-ink sm:text-xl">
          <p>{testimonial.quote}</p>
        </blockquote>
        <figcaption className="mt-6 flex items-center gap-3">
          <span aria-hidden="true" className={cn('size-2.5 rounded-full', tints[testimonial.thumbnailStyle])} />
          <span>
            <ExternalLink
              href={testimonial.author.profileUrl}
              className="font-semibold text-ink underline-offset-4 hover:underline"
            >
              {testimonial.author.name}
            </ExternalLink>
            <span className="block text-sm text-muted">
              {testimonial.author.role}, {testimonial.company}
            </span>
          </span>
          <span className="ml-auto rounded-full bg-paper-soft px-2.5 py-1 text-xs font-semibold text-muted tabular-nums">
            <span className="sr-only">{testimonialsLabels.durationLabel} </span>
            {testimonial.duration}
          </span>
        </figcaption>
      </figure>
    </Card>
  );
}

/** `heading`: the home page's for the section. `title` and `lead`: a page's own words for it (a landing page's);
 * the heading's by default. */
export function Testimonials({
  testimonials,
  heading,
  title = heading.title,
  lead = heading.lead,
}: {
  testimonials: Testimonial[];
  heading: HomeTestimonials;
  title?: string;
  lead?: string;
}) {
  const total = testimonials.length;
  return (
    <Section aria-labelledby="testimonials" className="overflow-hidden">
      <SectionHeading id="testimonials" eyebrow={heading.eyebrow} title={title} lead={lead} align="center" />
      <div className="mt-12">
        <TestimonialCarousel
          slides={testimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.id} testimonial={testimonial} />
          ))}
          slideLabels={testimonials.map((_, index) => testimonialsLabels.slideLabel(index + 1, total))}
          label={testimonialsLabels.carouselLabel}
          previousLabel={testimonialsLabels.previous}
          nextLabel={testimonialsLabels.next}
          keyboardHint={testimonialsLabels.keyboardHint}
        />
      </div>
    </Section>
  );
}
