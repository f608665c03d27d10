// The validation the Studio's documents share (text, media ids, running times, addresses, slugs, list counts, a page's
// claims), so the Studio refuses what the site's parsers refuse. Separate rules, each with its own message: one rule
// chain keeps only its last message.
import type { ArrayRule, DocumentRule, StringRule, UrlRule } from 'sanity';
import { apiVersion } from '../../lib/content/config';
import {
  mediaIdHint,
  mediaIdPattern,
  slugPattern,
  videoDurationPattern,
  webSchemes,
  youtubePrefix,
} from '../../lib/content/rules';
import { claimNames, claimPlaceholder } from '../../lib/marketing/limits';

export const within = (max: number) => `At most ${max} characters.`;

/** Required text with a limit. Blank counts as missing: the site trims before it checks. */
export const requiredText = (rule: StringRule, message: string, max: number) => [
  rule.required().error(message),
  rule.custom((value) => typeof value !== 'string' || value.trim() !== '' || message),
  rule.max(max).error(within(max)),
];

export const optionalText = (rule: StringRule, max: number) => rule.max(max).error(within(max));

/** A media id, when there is one, is the id the site's video player takes; anything else could reach the player's
 * script or iframe. */
export const mediaIdShape = (rule: StringRule) =>
  rule.custom(
    (value) => value === undefined || (typeof value === 'string' && mediaIdPattern.test(value.trim())) || mediaIdHint,
  );

/** A required media id. */
export const mediaId = (rule: StringRule, message: string) => [rule.required().error(message), mediaIdShape(rule)];

/** A media id's video document: the Studio asks the dataset for it (`youtube:` and an id, or a Wistia id). */
export const videoDocumentQuery = 'count(*[_type == "hostedVideo" && provider == $provider && videoId == $videoId])';

/** What an editor is told of a media id no video document has: a warning, the site still plays it. */
export const noVideoDocument =
  'No video in Videos has this id yet: it plays behind a title card, and search engines get no details of it. ' +
  'Add the video in Videos.';

/** Warns when no video document (the Studio's Videos) has the media id: its poster and details come from there. */
export const hasVideoDocument = (rule: StringRule) =>
  rule
    .custom(async (value, context) => {
      if (typeof value !== 'string' || !mediaIdPattern.test(value.trim())) return true;
      const mediaId = value.trim();
      const youtube = mediaId.startsWith(youtubePrefix);
      const params = {
        provider: youtube ? 'youtube' : 'wistia',
        videoId: youtube ? mediaId.slice(youtubePrefix.length) : mediaId,
      };
      const count = await context.getClient({ apiVersion }).fetch<number>(videoDocumentQuery, params);
      return count > 0 || noVideoDocument;
    })
    .warning();

export const runningTimeHint =
  'The running time as the player shows it: m:ss, or h:mm:ss from an hour (1:42, 1:05:30).';

export const runningTime = (rule: StringRule, message: string) => [
  rule.required().error(message),
  rule.custom(
    (value) =>
      value === undefined || (typeof value === 'string' && videoDurationPattern.test(value.trim())) || runningTimeHint,
  ),
];

/** One part of an address (no "/", no spaces), as the site reads it: trimmed. */
export const isSlug = (value: unknown): value is string => typeof value === 'string' && slugPattern.test(value.trim());

/** A full http(s) address: the site links to nothing else. */
export const webAddress = (rule: UrlRule, message: string) => [
  rule.required().error(message),
  rule.uri({ scheme: [...webSchemes] }).error('A full address that starts with https:// (or http://).'),
];

type Noun = readonly [one: string, many: string];
const counted = (count: number, [one, many]: Noun) => `${count} ${count === 1 ? one : many}`;

/** A list the site needs between `min` and `max` entries of. */
export const itemCount = <Value>(rule: ArrayRule<Value>, noun: Noun, min: number, max: number) => [
  rule.required().error(`At least ${counted(min, noun)}.`),
  rule.min(min).error(`At least ${counted(min, noun)}.`),
  rule.max(max).error(`At most ${counted(max, noun)}.`),
];

const strings = (node: unknown): string[] => {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(strings);
  if (node && typeof node === 'object') return Object.values(node).flatMap(strings);
  return [];
};

/** The placeholders in a document's texts that name no claim of the settings, each once. */
export const unknownClaims = (document: unknown): string[] => [
  ...new Set(
    strings(document).flatMap((text) =>
      [...text.matchAll(claimPlaceholder)]
        .filter(([, name]) => !(claimNames as readonly string[]).includes(name!))
        .map(([placeholder]) => placeholder),
    ),
  ),
];

/** A page document's texts may quote the settings' claims as {name}; the site refuses any other name. */
export const quotesKnownClaims = (rule: DocumentRule) =>
  rule.custom((document) => {
    const unknown = unknownClaims(document);
    if (unknown.length === 0) return true;
    return `${unknown.join(', ')}: not a claim. A text quotes a claim of the Settings by its name in braces: ${claimNames.map((name) => `{${name}}`).join(', ')}.`;
  });
