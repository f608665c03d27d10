// The outbox's localStorage keys, alone in their module: the retry check on every page reads the
// outbox key without loading the outbox code (and its zod schema) when nothing is waiting.
export const OUTBOX_KEY = 'launchframe:lead-outbox:v1';
export const DELIVERED_KEY = 'launchframe:lead-outbox:delivered:v1';
