// Ends a visitor's phrase as a sentence without doubling its own punctuation.
export function asSentence(text: string): string {
  return /[.!?…:;]["'”’)]*$/u.test(text) ? text : `${text}.`;
}

/** 'Inform and engage audience' → 'inform and engage audience', keeping acronyms ('SaaS', 'B2B'). */
export function lowerFirst(text: string): string {
  const firstWord = text.split(' ', 1)[0] ?? '';
  const rest = firstWord.slice(1);
  return /^\p{Lu}/u.test(firstWord) && rest.length > 0 && rest === rest.toLowerCase()
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

// Words that only start a title because titles start with them; inside a sentence they are lower
// case ('How to onboard…' → '…about how to onboard…'). Anything else — 'Notion', 'SaaS' — is a
// name and keeps its capital.
const titleStarters = new Set([
  'a',
  'an',
  'the',
  'how',
  'why',
  'what',
  'when',
  'where',
  'which',
  'who',
  'our',
  'your',
  'my',
  'top',
  'best',
  'using',
  'building',
  'getting',
  'making',
  'choosing',
  'writing',
  'creating',
  'growing',
  'scaling',
]);

/** A topic or title as it reads inside a sentence. */
export function topicInSentence(topic: string): string {
  const firstWord = topic.split(' ', 1)[0] ?? '';
  return titleStarters.has(firstWord.toLowerCase()) && /^\p{Lu}\p{Ll}*$/u.test(firstWord)
    ? topic.charAt(0).toLowerCase() + topic.slice(1)
    : topic;
}

/** 'a', 'a and b', 'a, b and c'. */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
