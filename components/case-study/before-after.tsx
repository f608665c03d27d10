// The before/after section: three tabs (Customer Testimonials first), each a Before and an After panel.
import { Section, SectionHeading } from '@/components/layout/container';
import { BeforeAfterPanel } from '@/components/case-study/before-after-panel';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { caseStudyPage } from '@/content/case-study-pages';
import { panelKeys } from '@/lib/case-studies/limits';
import type { CaseStudy } from '@/lib/case-studies/schemas';

export function BeforeAfter({ study }: { study: CaseStudy }) {
  const { beforeAfter } = caseStudyPage;
  return (
    <Section aria-labelledby="before-after">
      <SectionHeading id="before-after" title={beforeAfter.title} lead={beforeAfter.lead} />
      <Tabs defaultValue={panelKeys[0]} className="mt-10">
        <TabsList aria-label={beforeAfter.title}>
          {panelKeys.map((key) => (
            <TabsTrigger key={key} value={key}>
              {beforeAfter.tabs[key]}
            </TabsTrigger>
          ))}
        </TabsList>
        {panelKeys.map((key) => (
          <TabsContent key={key} value={key} className="grid gap-6 data-[state=inactive]:hidden md:grid-cols-2">
            <BeforeAfterPanel
              kind="before"
              topic={beforeAfter.tabs[key]}
              points={study.beforeAfterNotes[key].before}
              mediaId={study.beforeAfterVideos[key].before}
              vertical={key === 'verticalAds'}
            />
            <BeforeAfterPanel
              kind="after"
              topic={beforeAfter.tabs[key]}
              points={study.beforeAfterNotes[key].after}
              mediaId={study.beforeAfterVideos[key].after}
              vertical={key === 'verticalAds'}
            />
          </TabsContent>
        ))}
      </Tabs>
    </Section>
  );
}
