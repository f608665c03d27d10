// The values (Results-Driven, Client-Centric, Excellence), each card with the next icon of the set.
import { Gem, HeartHandshake, TrendingUp } from 'lucide-react';
import { Section, SectionHeading } from '@/components/layout/container';
import { FeatureCards } from '@/components/services/feature-cards';
import type { AboutPage } from '@/lib/marketing/about-career/schemas';

const icons = [TrendingUp, HeartHandshake, Gem];

export function Values({ title, values }: { title: string; values: AboutPage['values'] }) {
  return (
    <Section aria-labelledby="values">
      <SectionHeading id="values" title={title} />
      <FeatureCards items={values} icons={icons} />
    </Section>
  );
}
