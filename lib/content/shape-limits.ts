// The limits of the shapes several documents share, written once for the Studio (sanity/fields/shapes.ts) and the
// site's parsers (lib/content/shapes.ts). No imports: the Studio loads it.

/** A question and its answer (about, pricing, a landing page): shown whole, and given to search as the FAQ. */
export const faqLimits = { questionMax: 160, answerMax: 600, min: 1, max: 20 } as const;

/** The closing call to action of the about and service pages, whose button books a discovery call. */
export const closingCtaLimits = { titleMax: 80, textMax: 300, labelMax: 40, noteMax: 80 } as const;

/** A video with a title and a line under it (a landing page's showcase, a service page's samples). */
export const videoCardLimits = { titleMax: 80, subtitleMax: 120 } as const;
