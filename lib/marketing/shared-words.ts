// The words the settings give the buttons and links many pages share (the booking button's label and note, the
// back link's, the pricing button's): a page shows them where its document leaves its own empty, so a changed word
// reaches every such page with the settings' publish. Each page reads them on the server (getSharedWords, the
// settings' reader, cached per render) and hands them to its closing call and back link as props: no client
// component is needed for words.
import 'server-only';
import type { SiteSettings } from '@/lib/marketing/schemas';
import { getSiteSettings } from '@/lib/marketing/settings';

export type SharedWords = Pick<SiteSettings, 'bookingLabel' | 'bookingNote' | 'backLabel' | 'pricingLabel'>;

/** The page's own word when it has one, else the settings' (null: neither has one, e.g. no booking note). */
export const sharedWord = <Name extends keyof SharedWords>(
  words: SharedWords,
  name: Name,
  own?: string | null,
): SharedWords[Name] | string => own || words[name];

/** The settings' shared words, from the settings' reader (the layout's read in the same render). */
export async function getSharedWords({ preview = false } = {}): Promise<SharedWords> {
  const { bookingLabel, bookingNote, backLabel, pricingLabel } = await getSiteSettings({ preview });
  return { bookingLabel, bookingNote, backLabel, pricingLabel };
}
