// How the blog writes dates and author initials.

const longUsDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** '2025-06-24T09:00:00Z' → 'June 24, 2025' (UTC, so build and browser agree). */
export const formatPostDate = (iso: string) => longUsDate.format(new Date(iso));

/** At most the first letters of the first two name parts: 'João Pedro Almeida' → 'JP'. */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => Array.from(part)[0]!.toUpperCase())
    .join('');
}
