// The hero's own limit; its heading, lead and button share the sections' (../limits.ts). No imports: the Studio
// loads it.
export const heroLimits = { eyebrowMax: 40 } as const;
