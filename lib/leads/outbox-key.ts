// The outbox's localStorage keys, alone so every page's retry check reads them without loading the outbox code.
export const OUTBOX_KEY = 'launchframe:lead-outbox:v1';
export const DELIVERED_KEY = 'launchframe:lead-outbox:delivered:v1';
