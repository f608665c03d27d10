// The /career page (positions, perks, general inquiry), from published content or preview drafts.
import type { Metadata } from 'next';
import { stegaClean } from 'next-sanity';
import { JobCard } from '@/components/career/job-card';
import { Perks } from '@/components/career/perks';
import { RoleInquiry } from '@/components/career/role-inquiry';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Section, SectionHeading } from '@/components/layout/container';
import { ContentUnavailable } from '@/components/layout/content-unavailable';
import { PageHero } from '@/components/layout/page-hero';
import { careerPage, careerSeo } from '@/content/career';
import { getJobOpenings } from '@/lib/careers/jobs';
import { settle } from '@/lib/content/faults';
import { pageMetadata } from '@/lib/seo';

/** The page's description names the open roles (the last good list when the service fails). */
export async function careerMetadata({ preview = false } = {}): Promise<Metadata> {
  const read = await settle(getJobOpenings({ preview }));
  const openings = 'fault' in read ? [] : stegaClean(read.value);
  return pageMetadata({ ...careerSeo, description: careerPage.describeOpenings(openings) });
}

export async function CareerPage({ preview = false }: { preview?: boolean }) {
  const read = await settle(getJobOpenings({ preview }));
  if ('fault' in read)
    return (
      <ContentUnavailable
        path={careerSeo.path}
        back={careerPage.unavailableBack}
        fault={read.fault}
        preview={preview}
      />
    );
  const openings = read.value;
  const allRemote = openings.every((job) => stegaClean(job.location) === 'Remote');
  return (
    <>
      <Breadcrumbs path={careerSeo.path} />
      <PageHero title={careerPage.title} lead={careerPage.lead} />
      <Section aria-labelledby="openings">
        <SectionHeading
          id="openings"
          title={careerPage.openingsTitle}
          lead={careerPage.openingsLead(openings.length, allRemote)}
        />
        {openings.length > 0 ? (
          <ul className="mt-10 grid gap-6 lg:grid-cols-2">
            {openings.map((job) => (
              <li key={job._id} className="flex">
                <JobCard job={job} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-10 text-lg text-muted">{careerPage.noOpenings}</p>
        )}
      </Section>
      <Perks />
      <RoleInquiry />
    </>
  );
}
