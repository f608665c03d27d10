// Sanity's define* helpers, which return their argument, with their types: the server imports the schema files to
// derive its parsers (./site-shape.ts), and these keep the Studio's runtime out of its bundle.
import type * as Sanity from 'sanity';

const same = (definition: unknown) => definition;

export const defineType = same as typeof Sanity.defineType;
export const defineField = same as typeof Sanity.defineField;
export const defineArrayMember = same as typeof Sanity.defineArrayMember;
