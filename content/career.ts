// The careers page: hero, openings, perks and the general-inquiry block.
import { site } from '@/content/site';
import type { PageSeo } from '@/lib/seo';

export type JobOpening = {
  title: string;
  type: 'Full-time' | 'Part-time';
  location: 'Remote';
  description: string;
  requirements: string[];
};

export const careerSeo = {
  title: 'Careers',
  description:
    'Join Launchframe, a remote-first video production studio for SaaS companies. Open roles: Video Editor (full-time) and Content Strategist (part-time).',
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
  openingsLead: 'Both roles are remote. Tell us what you have made and what it changed.',
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

export const jobOpenings: JobOpening[] = [
  {
    title: 'Video Editor',
    type: 'Full-time',
    location: 'Remote',
    description:
      'Cut product demos, explainers and short-form videos for SaaS clients from raw screen recordings, founder footage and b-roll. You own the edit from first assembly to the colour-graded 4K master, usually within our 72-hour delivery window.',
    requirements: [
      '3+ years editing commercial or marketing video, with a portfolio that shows it',
      'Fluency in Premiere Pro or DaVinci Resolve, and working knowledge of After Effects',
      'A feel for pacing: a hook in the first three seconds and no wasted frame after it',
      'Colour grading and sound clean-up you are proud of',
      'Clear written English and comfort with asynchronous feedback',
    ],
  },
  {
    title: 'Content Strategist',
    type: 'Part-time',
    location: 'Remote',
    description:
      'Turn a SaaS product and its buyers into video concepts and scripts that convert. You run discovery calls with founders, map the funnel, write the scripts our clients approve on the first pass, and read the numbers after launch.',
    requirements: [
      '2+ years in B2B SaaS content, product marketing or copywriting',
      'Scripts or landing pages whose results you can show',
      'Comfort interviewing founders and turning a messy call into a clear brief',
      'Working knowledge of YouTube, LinkedIn and short-form video analytics',
      'About 20 hours a week, with overlap with European mornings',
    ],
  },
];

export const hiringEmail = site.email.careers;
