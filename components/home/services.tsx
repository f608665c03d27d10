// Services (#services): the home page document's service cards with their badges; a card with a sample video opens
// it. Icons, badge tones and the anchor are the code's.
import { Clapperboard, MonitorPlay, Play, Presentation, Rocket } from 'lucide-react';
import { Section, SectionHeading } from '@/components/layout/container';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import type { BadgeTone } from '@/components/ui/badge';
import { VideoDialog } from '@/components/video/video-dialog';
import { homeAnchors } from '@/content/home';
import type { ServiceBadgeColour, ServiceIcon } from '@/lib/marketing/home/limits';
import type { HomeService, HomeServices } from '@/lib/marketing/home/schemas';
import { CheckList, Dot } from '@/components/ui/check-list';

const icons: Record<ServiceIcon, typeof Rocket> = {
  demo: Clapperboard,
  onboarding: Rocket,
  webinar: Presentation,
  youtube: MonitorPlay,
};
const badgeTones: Record<ServiceBadgeColour, BadgeTone> = {
  accent: 'accent',
  highlight: 'highlight',
  success: 'success',
  ink: 'ink',
};

function ServiceCard({ service, watchLabel }: { service: HomeService; watchLabel: string }) {
  const Icon = icons[service.icon];
  return (
    <Card
      as="article"
      className="group relative flex h-full flex-col transition-[border-color,box-shadow] duration-200 has-[button:focus-visible]:ring-2 has-[button:focus-visible]:ring-accent has-[button:hover]:border-accent/40 has-[button:hover]:shadow-lg has-[button:hover]:shadow-accent/5"
    >
      <div className="flex items-start justify-between gap-4">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <Badge tone={badgeTones[service.badgeColour]}>{service.badge}</Badge>
      </div>
      <h3 className="mt-6 text-xl font-semibold text-ink">{service.name}</h3>
      <p className="mt-2 text-muted">{service.description}</p>
      <CheckList items={service.features} icon={Dot} className="mt-5 text-[0.9375rem] text-body" />
      {service.demo ? (
        <div className="mt-auto pt-6">
          {/* The button's hit area stretches over the whole card: the card opens the video. */}
          <VideoDialog
            mediaId={service.demo.mediaId}
            title={service.demo.title}
            triggerLabel={`${watchLabel}: ${service.name}`}
            triggerClassName="inline-flex cursor-pointer items-center gap-2 font-semibold text-accent after:absolute after:inset-0 after:rounded-(--radius-card) hover:text-accent-strong"
          >
            <Play aria-hidden="true" className="size-4 fill-current" />
            {watchLabel}
          </VideoDialog>
        </div>
      ) : null}
    </Card>
  );
}

/** The sample videos the section's cards open, for their VideoObjects. */
export const serviceVideoIds = (section: HomeServices) =>
  section.items.flatMap((service) => (service.demo ? [service.demo.mediaId] : []));

/** `title` and `lead`: a page's own words for the section (a landing page's); the home page's by default. */
export function Services({
  section,
  title = section.title,
  lead = section.lead,
}: {
  section: HomeServices;
  title?: string;
  lead?: string;
}) {
  return (
    <Section id={homeAnchors.services} tone="soft" aria-labelledby="services-title">
      <SectionHeading id="services-title" eyebrow={section.eyebrow} title={title} lead={lead} />
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {section.items.map((service) => (
          <li key={service.name}>
            <ServiceCard service={service} watchLabel={section.watchLabel} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
