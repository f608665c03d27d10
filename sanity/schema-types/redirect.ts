// Sanity schema: a redirect from an old address of the site to a new one (or to another site). The Studio refuses
// what the site would leave out (lib/redirects/): an address it cannot redirect, one another redirect already
// has, a redirect to its own address, and a loop through the other redirects; it warns of a page at the address.
import type { ValidationContext } from 'sanity';
import { apiVersion } from '../../lib/content/config';
import {
  fromProblem,
  missingAddress,
  ownAddressProblem,
  toProblem,
  withoutTrailingSlash,
} from '../../lib/redirects/limits';
import { pageSegmentsAt, pageWarning } from '../../lib/redirects/pages';
import { otherRedirectsQuery, pageAtQuery } from '../../lib/redirects/queries';
import { redirectLoop } from '../../lib/redirects/rules';
import { defineField } from '../fields/define';
import { document } from '../fields/page';

export type OtherRedirect = { _id: string; from?: unknown; to?: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function checkFrom(value: unknown, others: readonly OtherRedirect[]): true | string {
  const from = text(value);
  if (from === '') return true; // required() says so
  const problem = fromProblem(from);
  if (problem) return problem;
  const taken = others.find((other) => withoutTrailingSlash(text(other.from)) === withoutTrailingSlash(from));
  return taken ? `Another redirect already sends ${from} on (to ${text(taken.to)}): edit that one instead.` : true;
}

export function checkTo(value: unknown, fromValue: unknown, others: readonly OtherRedirect[]): true | string {
  const to = text(value);
  const from = text(fromValue);
  if (to === '') return true;
  const problem = toProblem(to);
  if (problem) return problem;
  if (from === '' || fromProblem(from)) return true; // the old address's own message comes first
  const own = ownAddressProblem(from, to);
  if (own) return own;
  const chain = redirectLoop(
    from,
    to,
    others.map((other) => ({ from: text(other.from), to: text(other.to) })),
  );
  if (!chain) return true;
  const shown = chain.join(' → ');
  return chain.at(-1) === chain[0]
    ? `This would loop: ${shown}. Change where one of them leads.`
    : `This leads into a loop of other redirects: ${shown}. Fix those first.`;
}

/** A warning, not an error, when a page of the site answers at the old address: the page wins on both builds. */
export async function checkFromPage(value: unknown, context: ValidationContext): Promise<true | string> {
  const from = text(value);
  if (from === '' || fromProblem(from)) return true; // the error speaks first
  const local = pageWarning(from, null);
  if (local) return local;
  try {
    const page = await context
      .getClient({ apiVersion })
      .fetch<{ _type?: unknown; title?: unknown } | null>(pageAtQuery, pageSegmentsAt(from));
    return pageWarning(from, page) ?? true;
  } catch {
    return true; // offline: the site lets the page win all the same
  }
}

/** The other published redirects (not this one, nor its draft): one query per check, drafts left out. */
async function otherRedirects(context: ValidationContext): Promise<OtherRedirect[] | null> {
  const id = (context.document?._id ?? '').replace(/^(?:drafts\.|versions\.[^.]+\.)/, '');
  try {
    return await context.getClient({ apiVersion }).fetch<OtherRedirect[]>(otherRedirectsQuery, {
      ids: [id, `drafts.${id}`],
    });
  } catch {
    // Offline or refused: the checks that need the others wait for the next edit; the site leaves out a
    // repeated address or a loop all the same, and logs it.
    return null;
  }
}

type Check = (value: unknown, others: readonly OtherRedirect[], context: ValidationContext) => true | string;

/** An address: required, then checked alone and, once that passes, against the other redirects; `warn` may add a
 * warning that does not stop the publish. */
const address = (
  name: keyof typeof missingAddress,
  title: string,
  description: string,
  check: Check,
  warn?: (value: unknown, context: ValidationContext) => Promise<true | string>,
) =>
  defineField({
    name,
    title,
    type: 'string',
    description,
    validation: (rule) => [
      rule.required().error(missingAddress[name]),
      rule.custom(async (value, context) => {
        const local = check(value, [], context);
        if (local !== true || text(value) === '') return local;
        const others = await otherRedirects(context);
        return others ? check(value, others, context) : true;
      }),
      ...(warn ? [rule.custom(warn).warning()] : []),
    ],
  });

export const redirect = document(
  'redirect',
  'Redirect',
  [
    address(
      'from',
      'Old address',
      'A path on this site: /old-page. A visitor’s query (?utm_source=…) is passed on to the new address.',
      checkFrom,
      checkFromPage,
    ),
    address(
      'to',
      'New address',
      'A path on this site (/pricing, /pricing?plan=pro#faq) or a full URL (https://…).',
      (value, others, context) => checkTo(value, (context.document as { from?: unknown } | undefined)?.from, others),
    ),
    defineField({
      name: 'permanent',
      type: 'boolean',
      description:
        'On: the page has moved for good (308); search engines move its standing to the new address. Off: for a while (307).',
      initialValue: true,
    }),
  ],
  {
    preview: {
      select: { from: 'from', to: 'to', permanent: 'permanent' },
      prepare: ({ from, to, permanent }) => ({
        title: `${from ?? '(no old address)'} → ${to ?? '(no new address)'}`,
        subtitle: permanent === false ? 'Temporary (307)' : 'Permanent (308)',
      }),
    },
  },
);
