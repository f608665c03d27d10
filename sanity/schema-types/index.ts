// The Studio's schema types: the blog (post, author, the post body), case studies and job openings.
import { author } from './author';
import { blockContent } from './block-content';
import { caseStudy } from './case-study';
import { jobOpening } from './job-opening';
import { post } from './post';

export const schemaTypes = [post, author, blockContent, caseStudy, jobOpening];
