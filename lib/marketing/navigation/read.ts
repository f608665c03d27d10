// The navigation document (the header, the mobile menu, the footer), one for the whole site
// (lib/marketing/singleton.ts), read once per page under its own cache tag, its texts quoting the claims
// (lib/marketing/claims.ts), without the links that lead nowhere (each logged once).
import 'server-only';
import { navigationTag } from '@/lib/content/config';
import { logOnce } from '@/lib/content/faults';
import { withClaims } from '@/lib/marketing/claims';
import { navigationId } from '@/lib/marketing/navigation/limits';
import { navigationSchema, pruneNavigation, type Navigation } from '@/lib/marketing/navigation/schemas';
import { singletonReader } from '@/lib/marketing/singleton';
import { navigationQuery } from '@/sanity/schema-types/navigation';

const read = withClaims(
  singletonReader({
    id: navigationId.navigation,
    schema: navigationSchema,
    query: navigationQuery,
    tag: navigationTag,
    what: 'the navigation',
    studio: 'Navigation',
  }),
);

export async function getNavigation({ preview = false }: { preview?: boolean } = {}): Promise<Navigation> {
  return pruneNavigation(await read({ preview }), (message) => logOnce(message));
}
