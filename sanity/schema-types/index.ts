// The Studio's schema types: post, author and the post body.
import { author } from './author';
import { blockContent } from './block-content';
import { post } from './post';

export const schemaTypes = [post, author, blockContent];
