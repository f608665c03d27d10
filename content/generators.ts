// The two free script generators' tool: option lists, the form's labels, toasts, the result's and the lead dialog's
// words, and each page's SEO defaults. Toast and validation texts are the product's agreed wording; change them here
// only. The pages' hero, benefits and SEO are the marketers' generator page documents (the Studio's Script generator
// page and YouTube script generator page).
import type { NavLink } from '@/content/navigation';
import type { GeneratorField } from '@/lib/generators/fields';
import { scriptLimits } from '@/lib/generators/limits';
import type { PageSeo } from '@/lib/seo';
import { defineOptions } from '@/lib/select-options';

export const videoTypeOptions = defineOptions('video type', [
  { value: 'tutorial', label: 'Tutorial/How-to' },
  { value: 'educational', label: 'Educational' },
  { value: 'review', label: 'Review' },
  { value: 'entertainment', label: 'Entertainment' },
  { value: 'vlog', label: 'Vlog' },
  { value: 'interview', label: 'Interview' },
  { value: 'listicle', label: 'Top 10/Listicle' },
]);

export const videoDurationOptions = defineOptions('video duration', [
  { value: '3-5', label: '3-5 minutes' },
  { value: '5-8', label: '5-8 minutes' },
  { value: '8-12', label: '8-12 minutes' },
  { value: '12-15', label: '12-15 minutes' },
  { value: '15+', label: '15+ minutes' },
]);

export const videoToneOptions = defineOptions('video tone', [
  { value: 'professional', label: 'Professional' },
  { value: 'casual', label: 'Casual' },
  { value: 'energetic', label: 'Energetic' },
  { value: 'educational', label: 'Educational' },
  { value: 'conversational', label: 'Conversational' },
]);

export const scriptTypeOptions = defineOptions('script type', [
  { value: 'presentation', label: 'Presentation' },
  { value: 'sales', label: 'Sales Pitch' },
  { value: 'webinar', label: 'Webinar' },
  { value: 'educational', label: 'Educational' },
]);

export const scriptDurationOptions = defineOptions('script duration', [
  { value: '5-10', label: '5-10 minutes' },
  { value: '10-15', label: '10-15 minutes' },
  { value: '15-30', label: '15-30 minutes' },
  { value: '30-45', label: '30-45 minutes' },
  { value: '45-60', label: '45-60 minutes' },
  { value: '60+', label: '60+ minutes' },
]);

export const scriptToneOptions = defineOptions('script tone', [
  { value: 'professional', label: 'Professional' },
  { value: 'casual', label: 'Casual' },
  { value: 'authoritative', label: 'Authoritative' },
  { value: 'conversational', label: 'Conversational' },
  { value: 'inspiring', label: 'Inspiring' },
]);

/** Texts used when an optional field is left empty. */
export const scriptDefaults = {
  audience: 'General audience',
  tone: 'Professional and engaging',
  objective: 'Inform and engage audience',
} as const;

/** The lead-capture dialog (name and e-mail, in front of every copy and download). */
export const leadDialogCopy = {
  nameLabel: 'Name',
  namePlaceholder: 'Your name',
  emailLabel: 'Email',
  emailPlaceholder: 'you@company.com',
  /** The honeypot: hidden from people, filled by naive bots. */
  honeypotLabel: 'Leave this field empty',
  cancel: 'Cancel',
  privacyNote: 'We only use your details to send you video tips now and then. Unsubscribe any time.',
  privacyLinkLabel: 'Privacy Policy',
  privacyHref: '/privacy-policy',
  copy: {
    title: 'Copy your script',
    description: 'Enter your name and email and the script goes straight to your clipboard.',
    submit: 'Copy Script',
  },
  download: {
    title: 'Download your script',
    description: 'Enter your name and email and the script downloads as a text file.',
    submit: 'Download Script',
  },
} as const;

export const resultCopy = {
  title: 'Your Script',
  emptyTitle: 'Ready to Generate',
  scriptLabel: 'Generated script',
  copy: 'Copy',
  download: 'Download',
} as const;

/** The lead dialog's toasts when the name or e-mail is missing, the same on both pages. */
const missingLeadToasts = {
  missingLeadCopy: {
    title: 'Missing Information',
    description: 'Please enter your name and email to copy the script.',
  },
  missingLeadDownload: {
    title: 'Missing Information',
    description: 'Please enter your name and email to download the script.',
  },
};

/** Toasts shared by both pages when a copy or download cannot go ahead. */
export const sharedToasts = {
  invalidEmail: { title: 'Invalid Email', description: 'Please enter a valid email address, like name@company.com.' },
  copyFailed: {
    title: 'Copy Failed',
    description: 'Your browser blocked the clipboard. Select the script and copy it by hand.',
  },
} as const;

/** Where the content-unavailable notice sends a visitor when a generator page's document cannot be read. */
export const generatorUnavailableBack = { label: 'Return to Home', href: '/' } satisfies NavLink;

/** A benefit card's icon (components/generators/benefits.tsx draws it). */
export type BenefitIcon = 'zap' | 'sparkles' | 'layout' | 'clock' | 'award' | 'layers';

/** Each page's benefits' icons, in the order of its document's cards. */
export const benefitIcons = {
  video: ['zap', 'sparkles', 'layout'],
  general: ['clock', 'award', 'layers'],
} as const satisfies Record<string, readonly BenefitIcon[]>;

/** The defaults for the YouTube script generator page document's SEO fields left empty. */
export const videoGeneratorSeo = {
  title: 'Free YouTube Script Generator',
  description:
    'Turn a topic into a ready-to-record YouTube script in about 2 minutes: a hook for the first 15 seconds, an introduction, four main sections, a call to action and an outro. Free.',
  keywords: [
    'YouTube script generator',
    'free video script',
    'YouTube video outline',
    'video hook ideas',
    'SaaS YouTube content',
  ],
  path: '/youtube-script-generator',
} satisfies PageSeo;

export const videoGeneratorPage = {
  form: {
    title: 'Configure your video',
    description: 'Fields marked * are required.',
    requiredMark: '*',
    fields: [
      {
        name: 'topic',
        control: 'text',
        required: true,
        maxLength: scriptLimits.topic,
        label: 'Video topic',
        placeholder: 'e.g. How to onboard your first 100 SaaS users',
      },
      {
        name: 'videoType',
        control: 'select',
        options: videoTypeOptions,
        required: true,
        half: true,
        label: 'Video type',
        placeholder: 'Select a video type',
      },
      {
        name: 'duration',
        control: 'select',
        options: videoDurationOptions,
        required: true,
        half: true,
        label: 'Video length',
        placeholder: 'Select a length',
      },
      {
        name: 'audience',
        control: 'text',
        maxLength: scriptLimits.audience,
        half: true,
        label: 'Target audience',
        placeholder: 'e.g. Early-stage SaaS founders',
      },
      {
        name: 'tone',
        control: 'select',
        options: videoToneOptions,
        half: true,
        label: 'Tone',
        placeholder: 'Select a tone',
      },
      {
        name: 'keyPoints',
        control: 'lines',
        maxLength: scriptLimits.keyPoints,
        label: 'Key points',
        placeholder: 'One point per line, e.g.\nWhy activation beats sign-ups\nThe 3-email welcome sequence',
        hint: 'One point per line. Up to four become the main sections.',
      },
    ] satisfies readonly GeneratorField[],
    subjectField: 'topic',
    typeField: 'videoType',
    submit: 'Generate Script',
    generating: 'Generating Your Script...',
  },
  resultLead: 'Fill in the form and press Generate Script. Your script appears here, ready to copy or download.',
  toasts: {
    missing: {
      title: 'Missing Information',
      description: 'Please fill in the topic, video type, and duration fields.',
    },
    generated: { title: 'Script Generated!', description: 'Your YouTube script has been created successfully.' },
    ...missingLeadToasts,
    copied: (name: string) => ({
      title: 'Script Copied!',
      description: `Thank you ${name}! The script has been copied to your clipboard.`,
    }),
    downloaded: (name: string) => ({
      title: 'Download Started!',
      description: `Thank you ${name}! Your script is downloading as a text file.`,
    }),
  },
  fileName: { prefix: 'youtube-script' },
} as const;

/** The defaults for the script generator page document's SEO fields left empty. */
export const generalGeneratorSeo = {
  title: 'Free Script Generator for Presentations, Sales Pitches and Webinars',
  description:
    'Generate a structured script for a presentation, sales pitch, webinar or lesson in about 2 minutes: an opening hook, every step timed to your length, and a clear call to action. Free.',
  keywords: ['script generator', 'presentation script', 'sales pitch script', 'webinar script', 'free script writer'],
  path: '/script-generator',
} satisfies PageSeo;

export const generalGeneratorPage = {
  form: {
    title: 'Configure your script',
    description: 'Fields marked * are required.',
    requiredMark: '*',
    fields: [
      {
        name: 'title',
        control: 'text',
        required: true,
        maxLength: scriptLimits.title,
        label: 'Script title',
        placeholder: 'e.g. Why teams switch to async standups',
      },
      {
        name: 'scriptType',
        control: 'select',
        options: scriptTypeOptions,
        required: true,
        half: true,
        label: 'Script type',
        placeholder: 'Select a script type',
      },
      {
        name: 'duration',
        control: 'select',
        options: scriptDurationOptions,
        required: true,
        half: true,
        label: 'Duration',
        placeholder: 'Select a duration',
      },
      {
        name: 'audience',
        control: 'text',
        maxLength: scriptLimits.audience,
        half: true,
        label: 'Target audience',
        placeholder: 'e.g. Heads of engineering at Series A startups',
      },
      {
        name: 'tone',
        control: 'select',
        options: scriptToneOptions,
        half: true,
        label: 'Tone',
        placeholder: 'Select a tone',
      },
      {
        name: 'objective',
        control: 'text',
        maxLength: scriptLimits.objective,
        label: 'Objective',
        placeholder: 'e.g. Get 20 teams to start a free trial this month',
      },
      {
        name: 'keyPoints',
        control: 'lines',
        maxLength: scriptLimits.keyPoints,
        label: 'Key points',
        placeholder: 'One point per line, e.g.\nStatus meetings cost 4 hours a week\nAsync updates in 2 minutes a day',
        hint: 'One point per line. They become the talking points of the main steps.',
      },
      {
        name: 'callToAction',
        control: 'text',
        maxLength: scriptLimits.callToAction,
        label: 'Call to action',
        placeholder: 'e.g. Start your free 14-day trial at acme.com',
      },
    ] satisfies readonly GeneratorField[],
    subjectField: 'title',
    typeField: 'scriptType',
    submit: 'Generate Script',
    generating: 'Generating Script...',
  },
  resultLead: 'Fill in the form and press Generate Script. Your script appears here, ready to copy or download.',
  toasts: {
    missing: {
      title: 'Missing Information',
      description: 'Please fill in the title, script type, and duration fields.',
    },
    generated: { title: 'Script Generated!', description: 'Your script has been created successfully.' },
    ...missingLeadToasts,
    copied: () => ({ title: 'Copied!', description: 'Script copied to clipboard.' }),
    downloaded: () => ({ title: 'Downloaded!', description: 'Script downloaded as a text file.' }),
  },
  fileName: { prefix: 'script' },
} as const;
