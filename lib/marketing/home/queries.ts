// GROQ for the home page's document, read by its fixed id.
import { defineQuery } from 'next-sanity';
import { homePageIds } from '@/lib/marketing/home/limits';
import { seoProjection } from '@/lib/marketing/queries';

const headingProjection = /* groq */ `eyebrow, title, lead`;

export const homePageQuery = defineQuery(`*[_type == "${homePageIds.homePage}" && _id == "${homePageIds.homePage}"][0]{
  _id, ${seoProjection},
  hero{
    eyebrow, title, lead, guarantee{ label, text }, ctaLabel, ctaNote, secondaryLabel, videoTitle,
    facts[]{ value, label }, trustedByTitle
  },
  painPoints{ ${headingProjection}, items[]{ icon, stat, title, text } },
  solution{ ${headingProjection}, stats[]{ value, label }, points },
  services{
    ${headingProjection}, watchLabel,
    items[]{ name, description, icon, features, badge, badgeColour, demo{ mediaId, title } }
  },
  testimonials{ ${headingProjection} },
  howItWorks{ ${headingProjection}, steps[]{ icon, title, timeline, description, proof, colour } },
  seamless{ ${headingProjection}, tools[]{ kind, tool, title, text }, ctaLabel, ctaLead }
}`);
