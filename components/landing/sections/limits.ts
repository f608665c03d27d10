// The limits every landing section's words share: its heading, its lead and the booking button's label, for the
// Studio (the sections' schema.ts) and the site (their parse.ts). No imports: the Studio loads it.
export const sectionLimits = { headingMax: 80, leadMax: 300, buttonMax: 40 } as const;
