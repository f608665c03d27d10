// The export's host files beside _headers (scripts/build/host-config.ts): the Studio's client
// routing in _redirects, and the check of _headers against Cloudflare Pages' limits (a warning
// naming the rule and the limit; Netlify reads the same file without limits).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '@/lib/security-headers';
import {
  cloudflareHeadersLimits,
  cloudflareHeadersWarnings,
  headersFile,
  isNotFoundPage,
  nginxConfig,
  redirectsFile,
  studioPage,
  withPolicyMeta,
} from '../../scripts/build/host-config.ts';

const policy = (hash: string) => contentSecurityPolicy({ scriptHashes: [`'sha256-${hash}'`] });

describe('_redirects', () => {
  it('rewrites every path under /studio/ to the Studio page the export wrote', () => {
    const out = mkdtempSync(join(tmpdir(), 'host-config-'));
    try {
      expect(studioPage(out)).toBeUndefined();
      mkdirSync(join(out, 'studio'));
      writeFileSync(join(out, 'studio', 'index.html'), '');
      expect(studioPage(out)).toBe('/studio/index.html');
      writeFileSync(join(out, 'studio.html'), '');
      expect(studioPage(out)).toBe('/studio.html');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
    const rules = redirectsFile('/studio.html')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(rules.map((line) => line.split(/\s+/))).toEqual([['/studio/*', '/studio.html', '200']]);
  });

  it('nginx hides _redirects as it hides _headers, and routes the Studio to the same page', () => {
    const conf = nginxConfig({ root: '/srv/site', policies: new Map(), studio: '/studio/index.html' });
    expect(conf).toMatch(/location = \/_redirects \{\s*return 404;/);
    expect(conf).toContain('try_files $uri /studio/index.html;');
  });
});

// Served by a real nginx in tests/unit/nginx-limits.test.ts.
describe('nginx: what one client can cost', () => {
  it('limits each client address in the http block, answers 429 past it, and takes no request body', () => {
    const conf = nginxConfig({ root: '/srv/site', policies: new Map() });
    const [http, server] = conf.split(/^server \{$/m) as [string, string];
    expect(http).toContain('limit_req_zone $binary_remote_addr zone=site_rate_files:10m rate=50r/s;');
    expect(http).toContain('set_real_ip_from');
    expect(server).toContain('limit_req zone=site_rate_files burst=500 nodelay;');
    expect(server).toContain('limit_req_status 429;');
    expect(server).toContain('client_max_body_size 1k;');
  });

  it('none with `clientLimits: false` (a local nginx, where every client is 127.0.0.1)', () => {
    expect(nginxConfig({ root: '/srv/site', policies: new Map(), clientLimits: false })).not.toContain('limit_req');
  });
});

describe("_headers within Cloudflare Pages' limits", () => {
  it('the documented limits: 100 rules, 2,000 characters a line', () => {
    expect(cloudflareHeadersLimits).toEqual({ rules: 100, lineCharacters: 2000 });
  });

  it('a site of a few pages is within them', () => {
    const policies = new Map([
      ['index.html', policy('HOME')],
      ['about.html', policy('ABOUT')],
    ]);
    expect(cloudflareHeadersWarnings(headersFile(policies))).toEqual([]);
  });

  it('more than 100 rules: a warning with the count, the limit and the first rule over it', () => {
    const policies = new Map(Array.from({ length: 99 }, (_, page) => [`page-${page}.html`, policy(`P${page}`)]));
    // '/*' and '/_next/static/*' come first: 101 rules, the 101st is /page-98.
    expect(cloudflareHeadersWarnings(headersFile(policies))).toEqual([
      '_headers has 101 rules; Cloudflare Pages takes at most 100 (the first over it: /page-98)',
    ]);
    policies.delete('page-98.html');
    expect(cloudflareHeadersWarnings(headersFile(policies))).toEqual([]);
  });

  it('a line over 2,000 characters: a warning naming its rule and header', () => {
    const hashes = Array.from({ length: 50 }, (_, index) => `'sha256-${String(index).padStart(43, 'x')}='`);
    const long = contentSecurityPolicy({ scriptHashes: hashes });
    const file = headersFile(new Map([['about.html', long]]));
    const warnings = cloudflareHeadersWarnings(file);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^_headers rule \/about: its Content-Security-Policy line is \d{4} characters; Cloudflare Pages takes at most 2000 per line$/,
    );
  });
});

describe('the not-found pages carry their own policy', () => {
  const page =
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Not found</title></head><body></body></html>';

  it('puts it first after the charset, without frame-ancestors, which a <meta> policy cannot set', () => {
    const html = withPolicyMeta(page, policy('abc'));
    const content = html.match(
      /<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/,
    )?.[1];
    expect(content).toContain("script-src 'self' 'sha256-abc'");
    expect(content).toContain("object-src 'none'");
    expect(content).not.toContain('frame-ancestors');
    expect(content).not.toMatch(/script-src [^;]*unsafe-inline/); // scripts by hash only
  });

  it('replaces the policy of an earlier run instead of adding a second', () => {
    const twice = withPolicyMeta(withPolicyMeta(page, policy('old')), policy('new'));
    expect(twice.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(twice).toContain("'sha256-new'");
  });

  it('covers every not-found page a static host may serve, and no other page', () => {
    expect(['404.html', 'blog/404.html', '_not-found.html'].every(isNotFoundPage)).toBe(true);
    expect(['index.html', 'blog.html', 'about.html'].some(isNotFoundPage)).toBe(false);
    expect(
      headersFile(
        new Map([
          ['404.html', policy('x')],
          ['about.html', policy('y')],
        ]),
      ),
    ).not.toContain("'sha256-x'");
  });
});
