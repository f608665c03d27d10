// zod schema for the blog page document, derived from its Studio definition (sanity/schema-types/blog-page.ts):
// nothing written by hand, the closing call's empty label and note keep the booking call's usual words.
import { documentParser } from '@/lib/content/derive';
import { z } from '@/lib/zod';
import { blogPage } from '@/sanity/schema-types/blog-page';

export const blogPageSchema = documentParser(blogPage);
export type BlogPage = z.output<typeof blogPageSchema>;
