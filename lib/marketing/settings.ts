// The site settings: one document every page shows (the booking page, the profiles, the addresses, the claims).
import 'server-only';
import { settingsTag } from '@/lib/content/config';
import { singletonIds } from '@/lib/marketing/limits';
import { siteSettingsQuery } from '@/lib/marketing/queries';
import { siteSettingsSchema } from '@/lib/marketing/schemas';
import { singletonReader } from '@/lib/marketing/singleton';

export const getSiteSettings = singletonReader({
  id: singletonIds.siteSettings,
  schema: siteSettingsSchema,
  query: siteSettingsQuery,
  tag: settingsTag,
  what: 'the site settings',
  studio: 'Settings',
});
