// 'Working With Us Is Seamless': the sample content drawn inside the tool previews. The tools' cards (their
// names, titles and texts, and which drawing each shows) are the home page document's (lib/marketing/home/).
import type { HomeSeamless } from '@/lib/marketing/home/schemas';

/** A tool's card as the home page document holds it. */
export type CollaborationTool = HomeSeamless['tools'][number];

/** Sample content drawn inside the tool previews (illustrative, not real messages). */
export const toolPreviews = {
  chat: [
    { from: 'Launchframe', text: 'Cut 2 is up — we tightened the intro to 6 seconds.' },
    { from: 'You', text: 'Love it. Ship it to the pricing page.' },
  ],
  preview: { timecode: '00:14', comment: 'Zoom in on the dashboard here' },
  tasks: [
    { label: 'Script approved', state: 'done' },
    { label: 'Edit v2', state: 'doing' },
    { label: 'Launch', state: 'todo' },
  ],
  taskStates: { done: 'Done', doing: 'In progress', todo: 'Up next' },
} as const;
