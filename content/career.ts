// The careers page's words; the openings are content documents (Sanity or content/dataset.ndjson).
import { site } from '@/content/site';
import type { NavLink } from '@/content/navigation';
import type { PageSeo } from '@/lib/seo';

/** 'A', 'A and B', 'A, B and C'. */
const listed = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const careerSeoDescription = 'Join Launchframe, a remote-first video production studio for SaaS companies.';

export const careerSeo = {
  title: 'Careers',
  description: careerSeoDescription,
  keywords: [
    'video editor jobs',
    'content strategist remote',
    'video production careers',
    'remote creative jobs',
    'SaaS video agency',
  ],
  path: '/career',
} satisfies PageSeo;

export const careerPage = {
  eyebrow: 'Careers',
  title: 'Make videos that move SaaS metrics',
  lead: 'We are a small, remote-first team in Lisbon and around the world. We script, shoot and edit the videos that help software companies explain themselves — and we measure every one against a real business number.',
  openingsTitle: 'Open positions',
  /** The page's description names the open roles ('Video Editor (full-time)'). */
  describeOpenings: (roles: { title: string; type: string }[]) =>
    roles.length === 0
      ? careerSeoDescription
      : `${careerSeoDescription} Open roles: ${listed(roles.map((role) => `${role.title} (${role.type.toLowerCase()})`))}.`,
  /** The openings' lead says where they are when they are all remote. */
  openingsLead: (count: number, allRemote: boolean) =>
    `${allRemote && count > 0 ? `${{ 1: 'The role is', 2: 'Both roles are' }[count] ?? 'Every role is'} remote. ` : ''}Tell us what you have made and what it changed.`,
  noOpenings: 'No open positions right now.',
  unavailableBack: { label: 'Return to Home', href: '/' } satisfies NavLink,
  applyLabel: 'Apply for this role',
  requirementsTitle: 'What you bring',
  applySubject: (title: string) => `Application for ${title}`,
  perksTitle: 'Why Join',
  perks: [
    {
      title: 'Remote-first culture',
      text: 'Work from anywhere within three hours of Lisbon time. Written briefs, few meetings, and a yearly week together in Portugal.',
    },
    {
      title: 'Growth opportunities',
      text: 'A yearly learning budget, direct feedback from founders who watch the numbers, and a clear path to lead your own client accounts.',
    },
    {
      title: 'Creative freedom',
      text: 'You pitch the concept, not just execute it. If a client brief can be told better, we want to hear how.',
    },
  ],
  inquiry: {
    title: "Don't See Your Role?",
    text: 'We are always glad to meet motion designers, scriptwriters and producers who care about results. Send a short note and a link to your best work.',
    label: 'General Inquiry',
    subject: 'General Inquiry',
  },
};

export const hiringEmail = site.email.careers;
