// /youtube-strategy: an article on how five SaaS companies use YouTube, with a call to action.
import { site } from '@/content/site';
import type { PageSeo } from '@/lib/seo';

export type StrategyCase = {
  /** Fragment id of the section (`#ahrefs`). */
  id: string;
  company: string;
  /** One line that sums up the play. */
  angle: string;
  strategy: readonly string[];
  whyItWorks: readonly string[];
  topContentTypes: readonly { name: string; detail: string }[];
};

const published = { iso: '2025-06-16', label: 'June 16, 2025' } as const;

export const youtubeStrategySeo = {
  title: 'YouTube Strategy: How 5 SaaS Companies Grow on YouTube',
  description:
    'How HubSpot, Ahrefs, Notion, Canva and Slack use YouTube to win trials and customers: the strategy, why it works and the content types that carry each channel.',
  keywords: [
    'SaaS YouTube strategy',
    'B2B YouTube marketing',
    'YouTube for SaaS',
    'HubSpot YouTube',
    'Ahrefs YouTube',
    'video content strategy',
  ],
  path: '/youtube-strategy',
  type: 'article',
  article: { publishedTime: published.iso, authors: [`${site.name} team`] },
} satisfies PageSeo;

export const youtubeStrategyArticle = {
  badge: 'YouTube Strategy',
  title: 'How 5 SaaS companies turned YouTube into a growth engine',
  lead: 'HubSpot, Ahrefs, Notion, Canva and Slack sell very different products, yet their channels share one idea: answer the buyer’s question and let the product be the answer. Here is what each one does, why it works and what you can copy.',
  byline: `${site.name} team`,
  published,
  readingTime: '9 min read',
  tableOfContents: 'In this article',
  intro: [
    'Most SaaS companies treat YouTube as a place to park their demo video. The companies below treat it as a channel in its own right — one that answers the searches their buyers make long before they talk to sales, and keeps bringing in trial sign-ups years after a video goes live.',
    'For each channel we look at the strategy, why it works, and the content types that carry it.',
  ],
  labels: { strategy: 'Strategy', whyItWorks: 'Why it works', topContentTypes: 'Top Content Types' },
  finalThoughts: {
    id: 'final-thoughts',
    title: 'Final Thoughts',
    paragraphs: [
      'Five different products, one pattern. None of these channels uses YouTube as a billboard. Each answers a question its buyers already have, and shows the product doing the work inside that answer.',
      'You do not need HubSpot’s team to start. A focused series of eight to twelve videos, scripted around your buyers’ real questions, is enough to begin compounding. What to copy this quarter:',
    ],
    takeaways: [
      'Pick the jobs your buyers search for, and make the tutorial that solves one with your product on screen.',
      'Give the channel one recognisable face and format, so viewers know what a video from you will give them.',
      'Cut every long video into Shorts and clips for the feeds your buyers scroll.',
      'Judge each video by the trials and booked demos it brings in, not by its views.',
    ],
  },
  cta: {
    title: 'Want a YouTube channel that brings in trials?',
    text: 'We script, shoot and edit SaaS videos in {process} days, with a {guarantee}-day performance guarantee. See what a series costs and what it could return, or look at the results we have delivered.',
    primary: { label: 'See Pricing & ROI', href: '/pricing' },
    secondary: { label: 'View Case Studies', href: '/case-studies' },
  },
} as const;

export const strategyCases: readonly StrategyCase[] = [
  {
    id: 'hubspot',
    company: 'HubSpot',
    angle: 'Teach the whole funnel, and own the searches buyers make first.',
    strategy: [
      'HubSpot runs YouTube the way it runs its blog: as an inbound engine. The main channel mixes marketing, sales and service education — how to write a cold e-mail, how to plan a content calendar — with product walkthroughs for people already evaluating the CRM. HubSpot Academy turns the same teaching into free courses that end in a certification, and since buying The Hustle in 2021 HubSpot has built a podcast network whose shows, such as My First Million, publish every episode as video.',
      'Each video points to a useful next step: a free template, a course, a free CRM account. The channel is not asked to close deals; it is asked to start relationships with the people who will buy later.',
    ],
    whyItWorks: [
      'It targets the questions buyers search for before they know HubSpot exists, so videos keep earning views for years.',
      'Free certifications give viewers a reason to finish a series — and put HubSpot’s name on their professional profiles.',
      'Separate formats serve separate intents: quick tutorials for searchers, long shows for a loyal audience, walkthroughs for evaluators.',
    ],
    topContentTypes: [
      { name: 'How-to tutorials', detail: 'Marketing, sales and service skills, searchable and evergreen.' },
      { name: 'Academy courses', detail: 'Multi-part lessons that end in a free certification.' },
      { name: 'Product walkthroughs', detail: 'The CRM and hubs, feature by feature, for evaluators.' },
      { name: 'Video podcasts', detail: 'Creator-led shows that build a habit of watching.' },
    ],
  },
  {
    id: 'ahrefs',
    company: 'Ahrefs',
    angle: 'Make the product the hero of every tutorial.',
    strategy: [
      'Ahrefs publishes SEO tutorials — keyword research, link building, site audits — most of them presented by Sam Oh in a tightly scripted, instantly recognisable format. Topics are chosen with the same “business potential” score Ahrefs uses for its blog: a topic ranks highest when Ahrefs is close to irreplaceable for solving the problem.',
      'The result is a library in which almost every video solves a real problem with the product on screen. Free beginner courses stitch the tutorials into a curriculum, and data studies give the channel news to react to.',
    ],
    whyItWorks: [
      'Viewers come for the method and leave having watched a product demo — without a single sales pitch.',
      'One presenter and one format build trust: a viewer knows exactly what an Ahrefs video will give them.',
      'Evergreen search topics compound; a good tutorial earns views and trial sign-ups long after it is published.',
    ],
    topContentTypes: [
      { name: 'Step-by-step SEO tutorials', detail: 'One problem, one method, solved inside Ahrefs.' },
      { name: 'Beginner courses', detail: 'Free series that take a newcomer from zero to a working process.' },
      { name: 'Data studies', detail: 'Original research that earns links, shares and comments.' },
      { name: 'Feature walkthroughs', detail: 'New tools and updates, shown on real websites.' },
    ],
  },
  {
    id: 'notion',
    company: 'Notion',
    angle: 'Sell possibility: show what the blank page becomes.',
    strategy: [
      'Notion’s product is a blank page, so its channel shows what the page can become. Short tutorials cover the building blocks; use-case videos show a startup wiki, a product roadmap, a student’s notes. Launch events such as Make with Notion present the big releases with polished keynotes and demos.',
      'Around the official channel, an ecosystem of independent creators publishes workspace tours and templates, and Notion amplifies them through its ambassador programme and template gallery.',
    ],
    whyItWorks: [
      'Finished workspaces answer the question a blank canvas raises: what should I build?',
      'Persona-specific use cases let each viewer see themselves — a founder, an engineer, a student.',
      'Creators multiply reach far beyond what one brand channel could publish, and their templates lead straight to sign-ups.',
    ],
    topContentTypes: [
      { name: 'Getting-started tutorials', detail: 'Pages, databases and views, one concept at a time.' },
      { name: 'Use-case walkthroughs', detail: 'Complete setups for a team, a role or a workflow.' },
      { name: 'Launch keynotes', detail: 'Make with Notion releases, demoed end to end.' },
      { name: 'Creator collaborations', detail: 'Templates and tours from the community, amplified.' },
    ],
  },
  {
    id: 'canva',
    company: 'Canva',
    angle: 'Make the tutorial the demo.',
    strategy: [
      'Canva teaches design to people who are not designers. Its channel is full of short, practical tutorials — a presentation, a social post, a logo in a few minutes — each made in Canva from the first click to the download, plus Shorts that teach a single trick.',
      'Canva Create keynotes announce major releases, Design School lessons teach the underlying skills, and dedicated series speak to teachers, nonprofits and marketing teams.',
    ],
    whyItWorks: [
      'When the product is visual, watching the tutorial is watching the product work: every view is a demo.',
      'The promise “you can make this in minutes” lowers the barrier for a non-designer to try.',
      'Short, single-task videos fit search, Shorts and social feeds alike, so one idea travels everywhere.',
    ],
    topContentTypes: [
      { name: 'Quick how-to tutorials', detail: 'One design, start to finish, in a few minutes.' },
      { name: 'Shorts', detail: 'A single feature or trick, vertical and under a minute.' },
      { name: 'Design School lessons', detail: 'Layout, colour and type skills for non-designers.' },
      { name: 'Canva Create keynotes', detail: 'Product launches for teams and enterprises.' },
    ],
  },
  {
    id: 'slack',
    company: 'Slack',
    angle: 'Sell a new way of working, then drive adoption.',
    strategy: [
      'Slack’s channel does two jobs. Brand films and campaigns sell a change in behaviour — fewer e-mails, fewer meetings, work in channels — often with humour. Short tips and feature tutorials on Workflow Builder, huddles and Slack Connect then help people who already have Slack use more of it.',
      'Customer stories show how well-known companies run on Slack, and sessions from Slack’s own events go deep for admins and buyers.',
    ],
    whyItWorks: [
      'Slack grows inside accounts: every teammate who adopts another feature makes it stickier, so adoption videos are revenue videos.',
      'Stories from recognisable brands are social proof for the buyer and for the internal champion alike.',
      'A distinctive brand voice makes a workplace utility memorable.',
    ],
    topContentTypes: [
      { name: 'Tips and feature tutorials', detail: 'Two-minute answers that deepen everyday use.' },
      { name: 'Customer stories', detail: 'How known teams replaced e-mail and meetings.' },
      { name: 'Brand campaigns', detail: 'Films that sell the way of working, not the features.' },
      { name: 'Event sessions', detail: 'Keynotes and deep dives for admins and IT buyers.' },
    ],
  },
];
