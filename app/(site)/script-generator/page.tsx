// /script-generator: hero, the generator and benefits; the toaster is mounted here, not in the layout.
import { Benefits } from '@/components/generators/benefits';
import { ScriptGenerator } from '@/components/generators/script-generator';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Section } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { Badge } from '@/components/ui/badge';
import { Toaster } from '@/components/ui/toaster';
import { generalGeneratorPage, generalGeneratorSeo } from '@/content/generators';
import { env } from '@/lib/env';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(generalGeneratorSeo);

export default function ScriptGeneratorPage() {
  const { hero } = generalGeneratorPage;
  return (
    <>
      <Breadcrumbs path={generalGeneratorSeo.path} />
      <PageHero badge={<Badge tone="on-ink">{hero.badge}</Badge>} title={hero.title} lead={hero.lead} />
      <Section tone="soft" spacing="short-top">
        <ScriptGenerator kind="general" leadEndpoint={env.NEXT_PUBLIC_LEAD_ENDPOINT} />
      </Section>
      <Benefits title={generalGeneratorPage.benefitsTitle} benefits={generalGeneratorPage.benefits} />
      <Toaster />
    </>
  );
}
