// A stats section's figures: what each says and how many. No imports: the Studio loads it.
export const statsLimits = {
  eyebrowMax: 40,
  statValueMax: 20,
  statLabelMax: 80,
  statsMin: 3, // the row is laid out for three or four
  statsMax: 4,
} as const;
