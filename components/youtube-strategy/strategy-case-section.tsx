// One numbered company case of the YouTube strategy article: Strategy, Why it works, Top Content Types; its words
// and the parts' headings are the document's, the number and the icons the code's.
import { CircleCheck, Clapperboard, Lightbulb, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import type { StrategyCase, YoutubeStrategyPage } from '@/lib/marketing/youtube-strategy/schemas';

function SubHeading({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <h3 className="mt-10 flex items-center gap-3 text-lg font-semibold text-ink">
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-lg bg-accent-soft text-accent"
      >
        {icon}
      </span>
      {children}
    </h3>
  );
}

export function StrategyCaseSection({
  item,
  number,
  titles,
}: {
  item: StrategyCase;
  number: number;
  titles: YoutubeStrategyPage['partTitles'];
}) {
  const headingId = `${item.id}-heading`;
  return (
    <section
      id={item.id}
      aria-labelledby={headingId}
      className="border-t border-line py-14 first:border-t-0 first:pt-0"
    >
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-ink text-base font-bold text-white tabular-nums sm:size-14 sm:text-lg"
        >
          {String(number).padStart(2, '0')}
        </span>
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          <span className="sr-only">{number}. </span>
          {item.company}
        </h2>
      </div>
      <p className="mt-5 text-xl font-medium text-ink">{item.angle}</p>

      <SubHeading icon={<Target className="size-4" />}>{titles.strategy}</SubHeading>
      <div className="mt-4 space-y-4">
        {item.strategy.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>

      <SubHeading icon={<Lightbulb className="size-4" />}>{titles.whyItWorks}</SubHeading>
      <ul className="mt-4 space-y-3">
        {item.whyItWorks.map((reason, index) => (
          <li key={index} className="flex gap-3">
            <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-after" />
            <span>{reason}</span>
          </li>
        ))}
      </ul>

      <SubHeading icon={<Clapperboard className="size-4" />}>{titles.topContentTypes}</SubHeading>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {item.topContentTypes.map((type, index) => (
          <Card as="li" key={index} size="sm" surface="soft" padding="p-4">
            <p className="font-semibold text-ink">{type.name}</p>
            <p className="mt-1 text-[0.9375rem] leading-6 text-muted">{type.detail}</p>
          </Card>
        ))}
      </ul>
    </section>
  );
}
