// The bench's `growth` step: both builds' time as the blog grows, from scripts/perf/build-times.ts (run as its own
// process: it moves .next/ aside for the export and puts it back, and exits on a bad option). These are the tests'
// builds (Next's type check skipped) from the local fake of Sanity's query API, each from a cold cache.
// Pure but the file it reads (tests/unit/bench-lcp.test.ts).
import { readFile } from 'node:fs/promises';

export const growthSizes = [14, 100, 500];
export const growthKinds = ['export', 'server'];

/** What build-times.ts --json writes, as read here. */
export type BuildTimesJson = {
  date: string;
  commit: string;
  cache: string;
  results: {
    kind: string;
    dataset: string;
    posts: number;
    pages: number;
    images: number;
    total: number;
    /** Each step's wall time in the order they ran, `next build` among them. */
    steps: Record<string, number>;
    next: { compile: number; prerender: number };
  }[];
  perPost: { kind: string; from: number; to: number; total: number; withoutCompile: number; prerender: number }[];
};

export type GrowthRow = {
  kind: string;
  posts: number;
  pages: number;
  images: number;
  total: number;
  compile: number;
  prerender: number;
  /** The build scripts after `next build`. */
  postBuild: number;
};
export type GrowthPerPost = BuildTimesJson['perPost'][number];
/** In the results file: seconds, and the seconds each added post costs between sizes. */
export type Growth = { cache: string; rows: GrowthRow[]; perPost: GrowthPerPost[] };

/** The arguments of build-times.ts for the bench's sizes and kinds, its table written to `jsonFile`. */
export const buildTimesArgs = (sizes: number[], kinds: string[], jsonFile: string): string[] => [
  'scripts/perf/build-times.ts',
  '--sizes',
  sizes.join(','),
  '--kinds',
  kinds.join(','),
  '--json',
  jsonFile,
  '--cache',
  'cold',
];

const round = (value: number) => Math.round(value * 10) / 10;

/** The steps after `next build`, in the order they ran. */
function afterNextBuild(steps: Record<string, number>): number {
  const names = Object.keys(steps);
  const at = names.indexOf('next build');
  return at === -1 ? 0 : names.slice(at + 1).reduce((sum, name) => sum + steps[name]!, 0);
}

export function growthOf(json: BuildTimesJson): Growth {
  return {
    cache: json.cache,
    rows: json.results.map((row) => ({
      kind: row.kind,
      posts: row.posts,
      pages: row.pages,
      images: row.images,
      total: round(row.total),
      compile: round(row.next.compile),
      prerender: round(row.next.prerender),
      postBuild: round(afterNextBuild(row.steps)),
    })),
    perPost: json.perPost,
  };
}

export const readGrowth = async (jsonFile: string): Promise<Growth> =>
  growthOf(JSON.parse(await readFile(jsonFile, 'utf8')) as BuildTimesJson);
