// The Content-Security-Policy sources: inline scripts found and hashed as a browser would allow
// them, the policy with hashes or with 'unsafe-inline', the script-only policy a regenerated page
// carries, the host files generated for the export, and the server build's choice of policy per path.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, scriptSrcPolicy, withScriptSources } from '@/lib/security-headers';
import { pagePolicies, parseCspManifest } from '@/lib/page-policy';
import { inlineScripts, pageScriptHashes, scriptHash } from '@/lib/inline-script-hashes';
import { headersFile } from '../../scripts/build/host-headers.ts';
import { nginxConfig } from '../../scripts/build/nginx-site.ts';

const scriptSrc = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';

describe('inline scripts', () => {
  const html = `<!doctype html><html><head>
    <script src="/_next/static/chunks/a.js" async></script>
    <script>self.__next_f.push([0])</script>
    <script type="application/ld+json">{"@type":"Organization"}</script>
    <script type="module">import('/x.js')</script>
    <script type="text/plain">not run</script>
  </head><body><template><script>inside a template</script></template>
    <script id="_R_">(globalThis.TURBOPACK ||= []).push("a<b && c>d")</script></body></html>`;

  it('finds the scripts a browser runs, in order, with their text as written', () => {
    expect(inlineScripts(html)).toEqual([
      'self.__next_f.push([0])',
      "import('/x.js')",
      'inside a template',
      '(globalThis.TURBOPACK ||= []).push("a<b && c>d")',
    ]);
  });

  it("hashes as CSP does: 'sha256-' and the base64 SHA-256 of the UTF-8 text", () => {
    const expected = createHash('sha256').update('alert("é")', 'utf8').digest('base64');
    expect(scriptHash('alert("é")')).toBe(`'sha256-${expected}'`);
    expect(pageScriptHashes('<script>a()</script><script>a()</script><script>b()</script>')).toEqual(
      [scriptHash('a()'), scriptHash('b()')].sort(),
    );
  });
});

describe('the policy', () => {
  it("allows a page's inline scripts by hash and drops 'unsafe-inline'", () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-AAAA'"] });
    expect(scriptSrc(policy)).toContain("'sha256-AAAA'");
    expect(scriptSrc(policy)).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it("falls back to 'unsafe-inline' without hashes, and in dev (with 'unsafe-eval')", () => {
    expect(scriptSrc(contentSecurityPolicy())).toContain("'unsafe-inline'");
    const dev = scriptSrc(contentSecurityPolicy({ dev: true, scriptHashes: ["'sha256-AAAA'"] }));
    expect(dev).toContain("'unsafe-inline'");
    expect(dev).toContain("'unsafe-eval'");
  });

  it('the script-only policy: the full policy’s script-src with these hashes, and nothing else', () => {
    const policy = scriptSrcPolicy({ scriptHashes: ["'sha256-AAAA'"], studio: false });
    expect(policy).toBe(scriptSrc(contentSecurityPolicy({ scriptHashes: ["'sha256-AAAA'"] })));
    expect(policy).not.toContain(';');
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).toContain('https://fast.wistia.com'); // the players' scripts pass both policies
    expect(scriptSrcPolicy({ scriptHashes: [], studio: true })).toBe(
      scriptSrc(contentSecurityPolicy({ scriptHashes: [], studio: true })),
    );
    expect(scriptSrcPolicy({ scriptHashes: [], studio: true })).toContain('https://core.sanity-cdn.com');
  });
});

describe('host configuration of the export', () => {
  const policies = new Map([
    ['index.html', contentSecurityPolicy({ scriptHashes: ["'sha256-HOME'"] })],
    ['about.html', contentSecurityPolicy({ scriptHashes: ["'sha256-ABOUT'"] })],
    ['blog/404.html', contentSecurityPolicy({ scriptHashes: ["'sha256-POSTNOTFOUND'"] })],
    ['404.html', contentSecurityPolicy({ scriptHashes: ["'sha256-NOTFOUND'"] })],
    ['studio.html', contentSecurityPolicy({ scriptHashes: ["'sha256-STUDIO'"] })],
  ]);

  it('_headers: the security headers for every path, one policy per page and none shared', () => {
    const file = headersFile(policies);
    const rules = file.split(/\n(?=\/)/).filter((rule) => rule.startsWith('/'));
    const rule = (path: string) => rules.find((text) => text.startsWith(`${path}\n`)) ?? '';
    expect(rule('/*')).toContain('X-Content-Type-Options: nosniff');
    expect(rule('/*')).not.toContain('Content-Security-Policy');
    expect(rule('/_next/static/*')).toContain('Cache-Control: public, max-age=31536000, immutable');
    expect(rule('/')).toContain("'sha256-HOME'");
    expect(rule('/about')).toContain("'sha256-ABOUT'");
    expect(rule('/about')).not.toContain("'sha256-HOME'");
    expect(file).not.toContain('NOTFOUND'); // 404 pages are served for unknown paths only
    // The Studio's own routes (_redirects serves them from the Studio page) carry its policy.
    expect(rule('/studio')).toContain("'sha256-STUDIO'");
    expect(rule('/studio/*')).toContain("'sha256-STUDIO'");
    expect(rules.filter((text) => text.includes('STUDIO'))).toHaveLength(2);
  });

  it('nginx: a policy per file served, the headers, clean URLs and the not-found pages', () => {
    const conf = nginxConfig({ root: '/srv/site', policies, listen: ['8080'] });
    expect(conf).toContain('"/about.html" "default-src');
    expect(conf).toMatch(/"\/blog\/404\.html" "[^"]*'sha256-POSTNOTFOUND'/);
    expect(conf).toContain('add_header Content-Security-Policy $site_csp always;');
    expect(conf).toContain('add_header X-Frame-Options "DENY" always;');
    expect(conf).not.toContain('Strict-Transport-Security'); // only over TLS
    expect(conf).toContain('try_files $uri $uri.html $uri/index.html =404;');
    expect(conf).toContain('error_page 404 /blog/404.html;');
    expect(conf).toContain('try_files $uri /studio.html;');
    expect(conf).toContain('"public, max-age=31536000, immutable"');
    const tls = nginxConfig({
      root: '/srv/site',
      policies,
      listen: ['443'],
      tls: { certificate: '/c.pem', key: '/k.pem' },
      redirectFrom: ['80'],
    });
    expect(tls).toContain('listen 443 ssl http2;');
    expect(tls).toContain('Strict-Transport-Security');
    expect(tls).toContain('return 301 https://$host$request_uri;');
  });
});

describe('the server build picks a policy per path', () => {
  const manifest = parseCspManifest(
    JSON.stringify({
      pages: {
        '/': ["'sha256-HOME'"],
        '/about': ["'sha256-ABOUT'"],
        '/studio': ["'sha256-STUDIO'"],
        '/_not-found': ["'sha256-NOTFOUND'"],
      },
      regenerated: ['^/blog$', '^/blog/([^/]+?)(?:/)?$', '^/studio(?:/(.+?))?(?:/)?$'],
    }),
  );
  const policies = pagePolicies(manifest, {});
  const nonce = 'bm9uY2Utb2YtdGhpcy1hbnN3ZXI=';
  // The proxy gives every answer a nonce of its own.
  const policyFor = (path: string, options: { renderedOnRequest?: boolean } = {}) =>
    policies(path, { ...options, nonce });

  it('a page fixed at build time: its own hashes (also with a trailing slash), and the answer’s nonce', () => {
    expect(scriptSrc(policyFor('/about'))).toContain("'sha256-ABOUT'");
    expect(scriptSrc(policyFor('/about/'))).toContain("'sha256-ABOUT'");
    expect(scriptSrc(policyFor('/'))).toContain("'sha256-HOME'");
    expect(scriptSrc(policyFor('/about'))).toContain(`'nonce-${nonce}'`);
    expect(scriptSrc(policyFor('/about'))).not.toContain("'unsafe-inline'");
  });

  it('a page the server writes again (ISR): the nonce, which Next puts on what it renders now; never unsafe-inline', () => {
    for (const path of ['/blog', '/blog/any-post']) {
      expect(scriptSrc(policyFor(path)), path).toContain(`'nonce-${nonce}'`);
      expect(scriptSrc(policyFor(path)), path).not.toContain("'unsafe-inline'");
    }
  });

  it('a nonce is the answer’s own: two answers, two nonces, one kept policy', () => {
    const other = policies('/about', { nonce: 'b3RoZXI=' });
    expect(scriptSrc(other)).toContain("'nonce-b3RoZXI='");
    expect(scriptSrc(other)).not.toContain(nonce);
    expect(scriptSrc(policyFor('/about'))).not.toContain('b3RoZXI=');
  });

  it("any other address is the not-found page's", () => {
    expect(scriptSrc(policyFor('/no/such/page'))).toContain("'sha256-NOTFOUND'");
  });

  it('a page rendered on request (an editor in draft mode): the nonce only, no build hashes', () => {
    const onRequest = scriptSrc(policyFor('/about', { renderedOnRequest: true }));
    expect(onRequest).toContain(`'nonce-${nonce}'`);
    expect(onRequest).not.toContain("'unsafe-inline'");
    expect(onRequest).not.toContain("'sha256-");
  });

  it('a cached page’s own hashes join the policy: one policy that allows the build’s, the entry’s and the nonce', () => {
    const joined = withScriptSources(
      policyFor('/blog'),
      scriptSrcPolicy({ scriptHashes: ["'sha256-ENTRY'"], studio: false }),
    );
    expect(scriptSrc(joined)).toContain("'sha256-ENTRY'");
    expect(scriptSrc(joined)).toContain(`'nonce-${nonce}'`);
    expect(scriptSrc(joined)).not.toContain("'unsafe-inline'");
    // Every other directive is the proxy's, as it was.
    expect(joined.replace(scriptSrc(joined), '')).toBe(policyFor('/blog').replace(scriptSrc(policyFor('/blog')), ''));
  });

  it("the Studio's page and its client routes allow Sanity's bridge script; no other page does", () => {
    for (const path of ['/studio', '/studio/structure/post'])
      expect(scriptSrc(policyFor(path)), path).toContain('https://core.sanity-cdn.com');
    expect(scriptSrc(policyFor('/studio'))).toContain("'sha256-STUDIO'");
    for (const path of ['/', '/about', '/blog', '/studios', '/no/such/page'])
      expect(scriptSrc(policyFor(path)), path).not.toContain('sanity-cdn');
  });

  it("without a manifest (next dev, a bare next build): 'unsafe-inline' everywhere", () => {
    expect(scriptSrc(pagePolicies(null, {})('/about', { nonce }))).toContain("'unsafe-inline'");
  });

  it('refuses a malformed manifest', () => {
    expect(() => parseCspManifest('{"pages":{"/":["unsafe-inline"]},"regenerated":[]}')).toThrow();
  });
});
