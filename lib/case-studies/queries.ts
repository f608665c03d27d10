// The case studies' GROQ queries, run against Sanity or, through groq-js, the embedded dataset.
import { defineQuery } from 'next-sanity';
import { unaddressableQuery } from '@/lib/content/lookup';

export const caseStudyCardsQuery = defineQuery(`
  *[_type == "caseStudy"] | order(order asc) { _id, client, slug{ current }, subtitle, result, metric, poster, videoId }
`);

export const caseStudyQuery = defineQuery(`{
  "doc": *[_type == "caseStudy" && slug.current == $slug][0] {
    _id, client, slug{ current }, clientUrl, title, summary, poster, seo,
    testimonial { videoId, quote, author, role, uploadDate, duration },
    panels, gif, results
  },
  "unaddressable": ${unaddressableQuery('caseStudy')}
}`);

export const caseStudyIndexQuery = defineQuery(`
  *[_type == "caseStudy" && defined(slug.current)] | order(order asc) { slug{ current }, _updatedAt }
`);
