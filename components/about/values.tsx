// The three values: Results-Driven, Client-Centric, Excellence.
import { Gem, HeartHandshake, TrendingUp } from 'lucide-react';
import { Section, SectionHeading } from '@/components/layout/container';
import { FeatureCards } from '@/components/services/feature-cards';
import { aboutPage } from '@/content/about';

export function Values() {
  return (
    <Section aria-labelledby="values">
      <SectionHeading id="values" title={aboutPage.valuesTitle} />
      <FeatureCards items={aboutPage.values} icons={[TrendingUp, HeartHandshake, Gem]} />
    </Section>
  );
}
