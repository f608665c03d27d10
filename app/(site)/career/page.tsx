// /career: openings, perks and a general inquiry.
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHero } from '@/components/layout/page-hero';
import { JobCard } from '@/components/career/job-card';
import { Perks } from '@/components/career/perks';
import { RoleInquiry } from '@/components/career/role-inquiry';
import { Section, SectionHeading } from '@/components/layout/container';
import { careerPage, careerSeo, jobOpenings } from '@/content/career';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(careerSeo);

export default function CareerPage() {
  return (
    <>
      <Breadcrumbs path={careerSeo.path} />
      <PageHero title={careerPage.title} lead={careerPage.lead} />
      <Section aria-labelledby="openings">
        <SectionHeading id="openings" title={careerPage.openingsTitle} lead={careerPage.openingsLead} />
        <ul className="mt-10 grid gap-6 lg:grid-cols-2">
          {jobOpenings.map((job) => (
            <li key={job.title} className="flex">
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      </Section>
      <Perks />
      <RoleInquiry />
    </>
  );
}
