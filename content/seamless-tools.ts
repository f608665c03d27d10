// 'Working With Us Is Seamless': the tools' cards (their names, titles and texts, and which drawing each shows) and
// the sample content drawn inside them are the home page document's (lib/marketing/home/).
import type { HomeSeamless } from '@/lib/marketing/home/schemas';

/** A tool's card as the home page document holds it. */
export type CollaborationTool = HomeSeamless['tools'][number];
