// autocannon ships no types: the part of its API the bench's load runs use (scripts/perf/bench/load.ts).
declare module 'autocannon' {
  type Histogram = { average: number; total: number; p50: number; p99: number };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  /** Without a callback, a promise of the run's result. */
  export default function autocannon(options: { url: string; connections: number; duration: number }): Promise<Result>;
}
