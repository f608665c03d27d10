// Picks one of `count` variants with an injected random source, so tests can pin the choice.

export type RandomSource = () => number;

export function pickIndex(random: RandomSource, count: number): number {
  const r = random();
  // Out-of-range or NaN values from a custom source still land on a valid index.
  if (!Number.isFinite(r) || r < 0) return 0;
  return Math.min(count - 1, Math.floor(r * count));
}

export function pickVariant<T>(random: RandomSource, variants: readonly T[]): T {
  return variants[pickIndex(random, variants.length)]!;
}
