// A script generator's page: the hero, the tool and the benefits under it, with the page document's words (the
// Studio's Script generator page or YouTube script generator page) around the tool's own (content/generators.ts);
// from published content, or drafts in an editor's preview. The toaster is mounted here, not in the layout.
import type { Metadata } from 'next';
import { Benefits } from '@/components/generators/benefits';
import { ScriptGenerator } from '@/components/generators/script-generator';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Section } from '@/components/layout/container';
import { ContentUnavailable } from '@/components/layout/content-unavailable';
import { PageHero } from '@/components/layout/page-hero';
import { documentMetadata } from '@/components/seo/document-metadata';
import { Badge } from '@/components/ui/badge';
import { Toaster } from '@/components/ui/toaster';
import { benefitIcons, generalGeneratorSeo, generatorUnavailableBack, videoGeneratorSeo } from '@/content/generators';
import { settle } from '@/lib/content/faults';
import { env } from '@/lib/env';
import { getScriptGeneratorPage, getYoutubeScriptGeneratorPage } from '@/lib/marketing/generator-pages/read';

/** Each generator's page: its document's reader and its SEO defaults. */
const pages = {
  video: { read: getYoutubeScriptGeneratorPage, seo: videoGeneratorSeo },
  general: { read: getScriptGeneratorPage, seo: generalGeneratorSeo },
} as const;

type Kind = keyof typeof pages;

export function generatorMetadata(kind: Kind, { preview = false } = {}): Promise<Metadata> {
  const { read, seo } = pages[kind];
  return documentMetadata(read({ preview }), seo);
}

export async function GeneratorPage({ kind, preview = false }: { kind: Kind; preview?: boolean }) {
  const { read, seo } = pages[kind];
  const settled = await settle(read({ preview }));
  if ('fault' in settled)
    return (
      <ContentUnavailable path={seo.path} back={generatorUnavailableBack} fault={settled.fault} preview={preview} />
    );
  const page = settled.value;
  return (
    <>
      <Breadcrumbs path={seo.path} />
      <PageHero badge={<Badge tone="on-ink">{page.badge}</Badge>} title={page.title} lead={page.lead} />
      <Section tone="soft" spacing="short-top">
        <ScriptGenerator kind={kind} leadEndpoint={env.NEXT_PUBLIC_LEAD_ENDPOINT} />
      </Section>
      <Benefits title={page.benefitsTitle} benefits={page.benefits} icons={benefitIcons[kind]} />
      <Toaster />
    </>
  );
}
