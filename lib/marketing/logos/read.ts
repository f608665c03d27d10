// The client logos' document, one (lib/marketing/singleton.ts): the Trusted By strip of the home page and of every
// landing page that shows it.
import 'server-only';
import { logosTag } from '@/lib/content/config';
import { clientLogosId } from '@/lib/marketing/logos/limits';
import { clientLogosQuery } from '@/lib/marketing/logos/queries';
import { clientLogosSchema, type ClientLogo } from '@/lib/marketing/logos/schemas';
import { singletonReader } from '@/lib/marketing/singleton';

export type { ClientLogo } from '@/lib/marketing/logos/schemas';

const read = singletonReader({
  id: clientLogosId.clientLogos,
  schema: clientLogosSchema,
  query: clientLogosQuery,
  tag: logosTag,
  what: 'the client logos',
  studio: 'Logos',
});

/** The logos in the strip's order. */
export const getClientLogos = async ({ preview = false }: { preview?: boolean } = {}): Promise<ClientLogo[]> =>
  (await read({ preview })).logos;
