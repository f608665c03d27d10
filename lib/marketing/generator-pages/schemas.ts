// zod schemas for the script generators' page documents, derived from their one Studio definition
// (sanity/schema-types/generator-page.ts): the same shape for both pages. The benefits' icons are the page's code.
import { documentParser } from '@/lib/content/derive';
import { z } from '@/lib/zod';
import { scriptGeneratorPage, youtubeScriptGeneratorPage } from '@/sanity/schema-types/generator-page';

export const scriptGeneratorPageSchema = documentParser(scriptGeneratorPage);
export const youtubeScriptGeneratorPageSchema = documentParser(youtubeScriptGeneratorPage);
export type GeneratorPage = z.output<typeof scriptGeneratorPageSchema>;
