// The limits of the closing call to action (the about and service pages), written once for the Studio
// (sanity/fields/shapes.ts) and its parser (lib/content/shapes.ts), which fills an empty label or note. No imports:
// the Studio loads it.
export const closingCtaLimits = { titleMax: 80, textMax: 300, labelMax: 40, noteMax: 80 } as const;
