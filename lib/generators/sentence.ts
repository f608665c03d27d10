// Fitting a visitor's phrases into the templates' sentences.
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

// Capitalised only because titles start with them: lower case inside a sentence. Any other word is a name.
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

export function topicInSentence(topic: string): string {
  const firstWord = topic.split(' ', 1)[0] ?? '';
  return titleStarters.has(firstWord.toLowerCase()) && /^\p{Lu}\p{Ll}*$/u.test(firstWord)
    ? topic.charAt(0).toLowerCase() + topic.slice(1)
    : topic;
}

export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
