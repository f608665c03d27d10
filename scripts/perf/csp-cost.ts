// What the server's per-answer policy costs the CPU: a fresh nonce put into the kept policy (every answer), and a
// cached page's own hashes joined to it (a regenerated page). Learn more:
// docs/decisions/0030-a-nonce-per-answer-and-the-cached-page-s-hashes.md
//   node scripts/perf/csp-cost.ts [--runs 200000]
import { parseOptions } from './options.ts';
import { contentSecurityPolicy, scriptSrcPolicy, withScriptSources } from '../../lib/security-headers.ts';

const { runs } = parseOptions({ runs: 200_000 }, 'node scripts/perf/csp-cost.ts [--runs N]');
const count = Number(runs);
// A page of the site has 3 to 10 inline scripts.
const hashes = Array.from({ length: 6 }, (_, index) => `'sha256-${'A'.repeat(42)}${index}='`);
const kept = contentSecurityPolicy({ scriptHashes: hashes, nonce: '__nonce__', framing: 'self' });
const entry = scriptSrcPolicy({ scriptHashes: hashes, studio: false });

const microseconds = (work: () => number) => {
  const started = performance.now();
  let sink = 0;
  for (let run = 0; run < count; run++) sink += work();
  if (sink === 0) throw new Error('nothing measured');
  return ((performance.now() - started) / count) * 1000;
};
const nonce = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
const perAnswer = microseconds(() => kept.replace('__nonce__', nonce()).length);
const perJoin = microseconds(() => withScriptSources(kept, entry).length);
console.log(
  `per answer: a nonce in the policy ${perAnswer.toFixed(1)} µs; a cached page's hashes joined ${perJoin.toFixed(1)} µs ` +
    `(${count.toLocaleString('en')} runs each)`,
);
