// The poster palettes a video card can use: editors pick one by name.
export const posterStyles = ['indigo', 'amber', 'emerald', 'rose', 'sky', 'violet'] as const;
export type PosterStyle = (typeof posterStyles)[number];
