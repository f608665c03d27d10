// The before/after section: three tabs (Customer Testimonials first), each a Before and an After panel.
import { Section, SectionHeading } from '@/components/layout/container';
import { BeforeAfterPanel } from '@/components/case-study/before-after-panel';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { panelKeys } from '@/lib/case-studies/limits';
import type { CaseStudy } from '@/lib/case-studies/schemas';
import type { CaseStudyPageWords } from '@/lib/marketing/case-studies-page/schemas';

/** `words`: the section's words, from the case studies page document. */
export function BeforeAfter({
  study,
  words: beforeAfter,
}: {
  study: CaseStudy;
  words: CaseStudyPageWords['beforeAfter'];
}) {
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
              labels={beforeAfter}
              topic={beforeAfter.tabs[key]}
              points={study.beforeAfterNotes[key].before}
              mediaId={study.beforeAfterVideos[key].before}
              vertical={key === 'verticalAds'}
            />
            <BeforeAfterPanel
              kind="after"
              labels={beforeAfter}
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
