// The open positions through the content layer (lib/content/load.ts); an opening without `open` counts as open.
import 'server-only';
import { cache } from 'react';
import { defineQuery } from 'next-sanity';
import { jobOpeningSchema } from '@/lib/careers/schemas';
import { jobsTag } from '@/lib/content/config';
import { loadDocuments } from '@/lib/content/load';

export const jobOpeningsQuery = defineQuery(`
  *[_type == "jobOpening" && open != false] | order(order asc) { _id, title, type, location, description, requirements }
`);

const openings = cache((preview: boolean) =>
  loadDocuments(jobOpeningSchema, {
    key: 'job-openings',
    query: jobOpeningsQuery,
    tags: [jobsTag],
    what: 'the job openings',
    preview,
  }),
);

export const getJobOpenings = ({ preview = false }: { preview?: boolean } = {}) => openings(preview);
