// The careers page's code-side words: its SEO defaults, the sentences built from the openings (the page's
// description, the note that they are remote), the mail subjects the hiring inbox sorts by, and where the notice
// sends a visitor. The hero, the openings' headings, the perks and the general inquiry are the marketers' career
// document (the Studio's Career page); the openings are documents of their own.
import { site } from '@/content/site';
import type { NavLink } from '@/content/navigation';
import type { PageSeo } from '@/lib/seo';

/** 'A', 'A and B', 'A, B and C'. */
const listed = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The defaults for the career document's SEO fields left empty. */
export const careerSeo = {
  title: 'Careers',
  description: 'Join Launchframe, a remote-first video production studio for SaaS companies.',
  keywords: [
    'video editor jobs',
    'content strategist remote',
    'video production careers',
    'remote creative jobs',
    'SaaS video agency',
  ],
  path: '/career',
} satisfies PageSeo;

/** The page's description, then the open roles it names ('Video Editor (full-time)'). */
export const describeOpenings = (description: string, roles: { title: string; type: string }[]) =>
  roles.length === 0
    ? description
    : `${description} Open roles: ${listed(roles.map((role) => `${role.title} (${role.type.toLowerCase()})`))}.`;

/** The document's lead under the openings' heading, after a note that they are remote when they all are. */
export const openingsLead = (lead: string, count: number, allRemote: boolean) =>
  `${allRemote && count > 0 ? `${{ 1: 'The role is', 2: 'Both roles are' }[count] ?? 'Every role is'} remote. ` : ''}${lead}`;

export const applySubject = (title: string) => `Application for ${title}`;

export const inquirySubject = 'General Inquiry';

/** Where the notice sends a visitor when the career page cannot be read and no earlier page exists. */
export const careerUnavailableBack = { label: 'Return to Home', href: '/' } satisfies NavLink;

export const hiringEmail = site.email.careers;
