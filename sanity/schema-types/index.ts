// The Studio's schema types: the blog (post, category, author, the post body with its image, video and
// call-to-action blocks), case studies and job openings.
import { author } from './author';
import { blockContent } from './block-content';
import { caseStudy } from './case-study';
import { category } from './category';
import { jobOpening } from './job-opening';
import { post } from './post';

export const schemaTypes = [post, category, author, blockContent, caseStudy, jobOpening];
