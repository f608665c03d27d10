'use client';
// The words the settings give the buttons and links many pages share (the booking button's label and note, the
// back link's, the pricing button's), from the settings the layout reads: a page shows them where its document
// leaves its own empty, so a changed word reaches every such page with the settings' publish.
import { createContext, useContext, type ReactNode } from 'react';

export type SharedWords = {
  bookingLabel: string;
  /** Null: no note under the booking button. */
  bookingNote: string | null;
  backLabel: string;
  pricingLabel: string;
};

// Null outside the layout (a unit test's lone component): the shared words are then simply not shown.
const Words = createContext<SharedWords | null>(null);

export function SharedWordsProvider({ words, children }: { words: SharedWords; children?: ReactNode }) {
  return <Words value={words}>{children}</Words>;
}

/** The page's own word for `name` when it has one, else the settings'. */
export function useSharedWord(name: keyof SharedWords, own?: string | null): string | null {
  const words = useContext(Words);
  return own || (words?.[name] ?? null);
}

/** The shared word as a paragraph, or nothing when neither the page nor the settings have one. */
export function SharedWordParagraph({
  name,
  own,
  className,
}: {
  name: keyof SharedWords;
  own?: string | null;
  className?: string;
}) {
  const word = useSharedWord(name, own);
  return word ? <p className={className}>{word}</p> : null;
}
