// The /career page (hero, positions, perks, general inquiry): the marketers' career document and the open
// positions, from published content or preview drafts.
import type { Metadata } from 'next';
import { stegaClean } from 'next-sanity';
import { JobCard } from '@/components/career/job-card';
import { Perks } from '@/components/career/perks';
import { RoleInquiry } from '@/components/career/role-inquiry';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Section, SectionHeading } from '@/components/layout/container';
import { ContentUnavailable, contentUnavailableMetadata } from '@/components/layout/content-unavailable';
import { PageHero } from '@/components/layout/page-hero';
import { Badge } from '@/components/ui/badge';
import { careerSeo, careerUnavailableBack, describeOpenings, openingsLead } from '@/content/career';
import { getJobOpenings } from '@/lib/careers/jobs';
import { settle, type ContentFault } from '@/lib/content/faults';
import { getCareerPage } from '@/lib/marketing/about-career/read';
import { withPageSeo } from '@/lib/marketing/seo';
import { pageMetadata } from '@/lib/seo';

const readPageAndOpenings = (preview: boolean) =>
  Promise.all([settle(getCareerPage({ preview })), settle(getJobOpenings({ preview }))]);

const Unavailable = ({ fault, preview }: { fault: ContentFault; preview: boolean }) => (
  <ContentUnavailable path={careerSeo.path} back={careerUnavailableBack} fault={fault} preview={preview} />
);

/** The page's description names the open roles after the document's (or the default) description. */
export async function careerMetadata({ preview = false } = {}): Promise<Metadata> {
  const [page, openings] = await readPageAndOpenings(preview);
  if ('fault' in page || 'fault' in openings) return contentUnavailableMetadata;
  const seo = withPageSeo(careerSeo, stegaClean(page.value.seo));
  return pageMetadata({ ...seo, description: describeOpenings(seo.description, stegaClean(openings.value)) });
}

export async function CareerPage({ preview = false }: { preview?: boolean }) {
  const [pageRead, openingsRead] = await readPageAndOpenings(preview);
  if ('fault' in pageRead) return <Unavailable fault={pageRead.fault} preview={preview} />;
  if ('fault' in openingsRead) return <Unavailable fault={openingsRead.fault} preview={preview} />;
  const page = pageRead.value;
  const openings = openingsRead.value;
  const allRemote = openings.every((job) => stegaClean(job.location) === 'Remote');
  return (
    <>
      <Breadcrumbs path={careerSeo.path} />
      <PageHero
        badge={page.badge ? <Badge tone="on-ink">{page.badge}</Badge> : undefined}
        title={page.title}
        lead={page.lead}
      />
      <Section aria-labelledby="openings">
        <SectionHeading
          id="openings"
          title={page.openingsTitle}
          lead={openingsLead(page.openingsLead, openings.length, allRemote)}
        />
        {openings.length > 0 ? (
          <ul className="mt-10 grid gap-6 lg:grid-cols-2">
            {openings.map((job) => (
              <li key={job._id} className="flex">
                <JobCard job={job} labels={page} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-10 text-lg text-muted">{page.noOpenings}</p>
        )}
      </Section>
      <Perks title={page.perksTitle} perks={page.perks} />
      <RoleInquiry inquiry={page.inquiry} />
    </>
  );
}
