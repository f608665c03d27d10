// 'Why Choose': the SaaS specialisation and the guarantees, one row of up to three.
import { BadgeCheck } from 'lucide-react';
import { Section } from '@/components/layout/container';
import { Card } from '@/components/ui/card';
import type { AboutPage } from '@/lib/marketing/about-career/schemas';

export function WhyChoose({ whyChoose }: Pick<AboutPage, 'whyChoose'>) {
  return (
    <Section tone="ink" aria-labelledby="why-choose">
      <div>
        <div className="max-w-3xl">
          <h2 id="why-choose" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {whyChoose.title}
          </h2>
          <h3 className="mt-6 flex items-center gap-2 text-xl font-semibold text-white">
            <BadgeCheck aria-hidden="true" className="size-6 text-accent-on-ink" />
            {whyChoose.specialisation.title}
          </h3>
          <p className="mt-3 text-lg text-muted-on-ink">{whyChoose.specialisation.text}</p>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-3">
          {whyChoose.guarantees.map((guarantee) => (
            <Card as="li" key={guarantee.title} size="sm" surface="ink">
              <p className="text-4xl font-bold tracking-tight text-white">{guarantee.value}</p>
              <h3 className="mt-1 font-semibold text-accent-on-ink">{guarantee.title}</h3>
              <p className="mt-3 text-sm text-muted-on-ink">{guarantee.text}</p>
            </Card>
          ))}
        </ul>
      </div>
    </Section>
  );
}
