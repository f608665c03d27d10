// A call to action's paragraph; its heading and button share the sections' limits (../limits.ts). No imports: the
// Studio loads it.
export const callToActionLimits = { ctaTextMax: 300 } as const;
