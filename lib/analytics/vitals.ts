// A Core Web Vital's value as a bucket: Plausible's custom properties are strings, and a dashboard reads a
// breakdown of ranges better than thousands of distinct values. Each metric's "good" and "poor"
// thresholds (web.dev) are bucket edges, so a bucket never straddles a rating.

const edges = {
  LCP: [500, 1000, 1500, 2000, 2500, 3000, 4000, 6000, 10000],
  INP: [50, 100, 200, 300, 500, 1000],
  CLS: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
  TTFB: [100, 200, 400, 800, 1200, 1800, 3000],
} as const;

export type VitalName = keyof typeof edges;

/** 'LCP', 1830 → '1500-2000 ms'; 'CLS', 0.02 → '0.01-0.05'; past the last edge: '> 10000 ms'. */
export function vitalBucket(name: VitalName, value: number): string {
  const list = edges[name];
  const unit = name === 'CLS' ? '' : ' ms';
  const index = list.findIndex((edge) => value <= edge);
  if (index === -1) return `> ${list[list.length - 1]}${unit}`;
  return `${index === 0 ? 0 : list[index - 1]}-${list[index]}${unit}`;
}
