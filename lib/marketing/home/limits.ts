// The home page's document id and the option lists its fields choose from, shared by the Studio
// (sanity/schema-types/home-page.ts, which holds the limits), the site's parser and its components. No imports
// from the app: the Studio loads this file.

/** The document's id, which is also its type's name: one document, opened in place by the Studio. */
export const homePageIds = { homePage: 'homePage' } as const;

// The option lists: each value names an icon, a colour or a drawing the page's code holds.
export const painPointIcons = ['bounce', 'churn', 'time'] as const;
export type PainPointIcon = (typeof painPointIcons)[number];

export const serviceIcons = ['demo', 'onboarding', 'webinar', 'youtube'] as const;
export type ServiceIcon = (typeof serviceIcons)[number];

export const serviceBadgeColours = ['accent', 'highlight', 'success', 'ink'] as const;
export type ServiceBadgeColour = (typeof serviceBadgeColours)[number];

export const stepIcons = ['call', 'script', 'production', 'launch'] as const;
export type StepIcon = (typeof stepIcons)[number];

export const stepColours = ['accent', 'highlight', 'success', 'ink'] as const;
export type StepColour = (typeof stepColours)[number];

/** The tool previews' drawings (components/home/tool-previews.tsx): a chat, a review link, a task board. */
export const toolKinds = ['chat', 'preview', 'tasks'] as const;

/** The task board drawing's states: each its own mark (a check, a colour) and label. */
export const taskStates = ['done', 'doing', 'todo'] as const;
