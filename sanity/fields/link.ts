// A link a marketer edits (the navigation's menus and footer): a label and one target, of one kind: a post, case
// study or landing page (a reference, so the link follows a change of its slug), one of the site's fixed pages, a
// section of the home page, or another site (https, opened in a new tab). The Studio refuses a link to nothing and
// any address but a full https one; the site's parser applies the same rules (lib/marketing/navigation/limits.ts)
// and drops a link whose document is no longer published rather than show a dead one. Plain objects: the server
// imports this file.
import { LinkIcon } from '@sanity/icons/Link';
import type { ArrayOfType, FieldDefinition, ObjectRule, UrlRule } from 'sanity';
import {
  fixedPages,
  homeSections,
  linkedDocumentTypes,
  linkKinds,
  linkProblem,
  linkUrlProblem,
  type StoredLink,
} from '../../lib/marketing/navigation/limits';
import { defineField } from './define';
import { line, list, type FieldExtra } from './text';

/** A link's label: short enough for a menu. */
export const linkLabelMax = 40;

/** Each kind's target is shown only while its kind is chosen. */
const shownFor =
  (kind: keyof typeof linkKinds) =>
  ({ parent }: { parent?: StoredLink }) =>
    (parent?.kind ?? 'page') !== kind;

/** The link's label, which the site derives its parser from. */
export const linkLabel = line('label', linkLabelMax, 'The link’s label.');

/** The link's fields: its label, the kind of its target, and one field per kind. */
export const linkFields = [
  linkLabel,
  defineField({
    name: 'kind',
    title: 'Leads to',
    type: 'string',
    initialValue: 'page',
    options: { list: Object.entries(linkKinds).map(([value, title]) => ({ title, value })), layout: 'radio' },
  }),
  defineField({
    name: 'page',
    title: 'Page',
    type: 'string',
    description: 'One of the site’s own pages. Their addresses never change.',
    options: { list: fixedPages.map((path) => ({ title: path, value: path })) },
    hidden: shownFor('page'),
  }),
  defineField({
    name: 'document',
    title: 'Post, case study or landing page',
    type: 'reference',
    description: 'The link follows a change of its address. Unpublished, the site leaves the link out.',
    to: linkedDocumentTypes.map((type) => ({ type })),
    // A weak reference: the document may still be unpublished or deleted; the site then leaves the link out.
    weak: true,
    hidden: shownFor('document'),
  }),
  defineField({
    name: 'anchor',
    title: 'Section of the home page',
    type: 'string',
    description: 'The home page, scrolled to this section (/#how-it-works).',
    options: { list: homeSections.map((id) => ({ title: `/#${id}`, value: id })) },
    hidden: shownFor('anchor'),
  }),
  defineField({
    name: 'url',
    title: 'Address',
    type: 'url',
    description: 'A full address that starts with https://. It opens in a new tab.',
    hidden: shownFor('url'),
    // Checked here too, so the message stands by the field; a stale address under another kind is not the link's.
    validation: (rule: UrlRule) =>
      rule.custom((value, context) => {
        if (value === undefined || (context.parent as StoredLink | undefined)?.kind !== 'url') return true;
        return linkUrlProblem(value) ?? true;
      }),
  }),
];

/** The link's own rule: it leads somewhere, of the kind it says. */
const linkRule = (rule: ObjectRule) =>
  rule.custom((value) => {
    const problem = linkProblem(value as StoredLink | undefined);
    return problem === null || problem;
  });

const preview = {
  select: {
    title: 'label',
    kind: 'kind',
    page: 'page',
    anchor: 'anchor',
    url: 'url',
    document: 'document.slug.current',
  },
  prepare: ({ title, kind, page, anchor, url, document }: Record<string, string | undefined>) => ({
    title,
    subtitle: kind === 'url' ? url : kind === 'anchor' ? `/#${anchor ?? ''}` : kind === 'document' ? document : page,
  }),
};

/** A link as a field of its own (required: `message` asks for it). */
export const linkField = <const N extends string>(name: N, message: string, extra: FieldExtra = {}) =>
  defineField({
    name,
    type: 'object',
    icon: LinkIcon,
    ...extra,
    fields: linkFields,
    validation: (rule: ObjectRule) => [rule.required().error(message), linkRule(rule)],
    preview,
  }) as { name: N; type: 'object' };

/** A list of links (at least one, at most `max`), named `links`. */
export const linkList = (max: number) => list('links', [linkMember], ['link', 'links'], [1, max]);

/** Links under a heading field (a label, a title), as an entry of a list; the Studio lists it by the heading. */
export const linkGroup = (name: string, title: string, heading: FieldDefinition, max: number) => ({
  name,
  title,
  type: 'object' as const,
  fields: [heading, linkList(max)],
  preview: { select: { title: heading.name } },
});

/** A link as an entry of a list; its type in the stored list is `navLink`. */
export const linkMember = {
  name: 'navLink',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: linkFields,
  validation: linkRule,
  preview,
} as unknown as ArrayOfType<'object'>;
