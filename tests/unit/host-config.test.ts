// The export's host files beside _headers (scripts/build/host-config.ts): the Studio's client
// routing and the editors' redirects in _redirects and nginx (a real nginx answers them here), the
// redirects read from the build's content source, and the check of _headers against Cloudflare Pages'
// limits (a warning naming the rule and the limit; Netlify reads the same file without limits).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readExportRedirects } from '@/lib/redirects/export-source';
import { contentSecurityPolicy } from '@/lib/security-headers';
import { cloudflareHeadersLimits, cloudflareHeadersWarnings, headersFile } from '../../scripts/build/host-headers.ts';
import { exportPagePaths, isNotFoundPage, studioPage, withPolicyMeta } from '../../scripts/build/host-pages.ts';
import { exportRedirectTable, redirectsFile } from '../../scripts/build/host-redirects.ts';
import { nginxConfig } from '../../scripts/build/nginx-site.ts';
import { loadModules, nginxPath } from '../../scripts/serve/nginx.ts';
import { freePorts } from '../fixtures/sanity-stack.ts';

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

  it("the editors' redirects come first, one hop each, with their status; the Studio's rewrite last", () => {
    const { redirects, warnings } = exportRedirectTable([
      { _id: 'demo', from: '/demo-videos', to: '/product-demo-videos', permanent: true },
      { _id: 'promo', from: '/promo/', to: '/offer', permanent: false },
      { _id: 'offer', from: '/offer', to: '/pricing?plan=pro#faq', permanent: true },
      { _id: 'loop', from: '/loop', to: '/loop?again' },
      { _id: 'bad', from: '/studio/x', to: '/pricing' },
    ]);
    expect(warnings).toEqual([
      'redirect loop left out: to: The new address is the old one.',
      'redirect bad left out: from: Addresses under /studio belong to the site itself and cannot be redirected.',
    ]);
    const rules = redirectsFile('/studio.html', redirects)
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(rules.map((line) => line.split(/\s+/))).toEqual([
      ['/demo-videos', '/product-demo-videos', '308'],
      ['/promo', '/pricing?plan=pro#faq', '307'],
      ['/offer', '/pricing?plan=pro#faq', '308'],
      ['/studio/*', '/studio.html', '200'],
    ]);
  });

  it('a page of the export wins over a redirect at its address on every host: no rule for it, named', () => {
    const pages = exportPagePaths([
      'index.html',
      'about.html',
      'blog/index.html',
      'blog/a-post.html',
      '404.html',
      'blog/404.html',
      '_not-found.html',
    ]);
    expect([...pages].sort()).toEqual(
      [
        '/',
        '/index.html',
        '/about',
        '/about.html',
        '/blog',
        '/blog/index.html',
        '/blog/a-post',
        '/blog/a-post.html',
      ].sort(),
    );
    // The query's answer as the build reads it: { redirects, pages }.
    const { redirects, warnings } = exportRedirectTable(
      {
        redirects: [
          { _id: 'about', from: '/about/', to: '/pricing', permanent: true },
          { _id: 'html', from: '/about.html', to: '/pricing', permanent: true },
          { _id: 'post', from: '/blog/a-post', to: '/blog/other', permanent: true },
          { _id: 'team', from: '/team', to: '/about', permanent: true },
          { _id: 'gone', from: '/blog/gone', to: '/blog/a-post', permanent: true },
        ],
        pages: { post: ['a-post'], caseStudy: [], landingPage: [] },
      },
      pages,
    );
    expect(warnings).toEqual([
      'redirect about left out: a page of the site answers at /about, and the page wins',
      'redirect html left out: a page of the site answers at /about.html, and the page wins',
      'redirect post left out: a page of the site answers at /blog/a-post, and the page wins',
    ]);
    // A chain stops at the page: /team goes to /about, not on to /pricing.
    expect(redirects.map(({ from, to }) => [from, to])).toEqual([
      ['/team', '/about'],
      ['/blog/gone', '/blog/a-post'],
    ]);
    const conf = nginxConfig({ root: '/srv/site', policies: new Map(), redirects });
    expect(conf).not.toMatch(/location = \/about|location = \/blog\/a-post/);
    // Without "!": Netlify and Cloudflare would let the file win all the same.
    expect(redirectsFile('/studio.html', redirects)).not.toMatch(/!/);
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

describe('the redirects of the build’s content source', () => {
  it('without a project: the embedded dataset', async () => {
    const result = await readExportRedirects({ NEXT_PUBLIC_SANITY_DATASET: 'production' });
    expect(exportRedirectTable(result).redirects).toContainEqual({
      id: 'redirect-demo-videos',
      from: '/demo-videos',
      to: '/product-demo-videos',
      permanent: true,
    });
  });

  it("with a project: Sanity's query API (published documents), and a fault stops the build", async () => {
    const asked: string[] = [];
    let answer: { status: number; body: string } = {
      status: 200,
      body: JSON.stringify({ result: [{ _id: 'r', from: '/a', to: '/b', permanent: false }] }),
    };
    const api: Server = createServer((req, res) => {
      asked.push(req.url!);
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
    await new Promise<void>((listening) => api.listen(0, '127.0.0.1', listening));
    const source = {
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'e2etest',
      NEXT_PUBLIC_SANITY_DATASET: 'production',
      SANITY_API_HOST: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    };
    try {
      expect(exportRedirectTable(await readExportRedirects(source)).redirects).toEqual([
        { id: 'r', from: '/a', to: '/b', permanent: false },
      ]);
      const url = new URL(asked[0]!, 'http://api');
      expect(url.pathname).toMatch(/^\/v\d{4}-\d{2}-\d{2}\/data\/query\/production$/);
      expect(url.searchParams.get('perspective')).toBe('published');
      expect(url.searchParams.get('query')).toContain('_type == "redirect"');
      answer = { status: 500, body: '{}' };
      await expect(readExportRedirects(source)).rejects.toThrow(
        'reading the redirects from Sanity project e2etest: the content API answered 500',
      );
      answer = { status: 200, body: `{"result":"${'x'.repeat(3 * 1024 * 1024)}"}` };
      await expect(readExportRedirects(source)).rejects.toThrow('over 2097152 bytes');
    } finally {
      await new Promise((closed) => api.close(closed));
    }
  });
});

describe('nginx answers the redirects', () => {
  const redirects = exportRedirectTable(
    [
      { _id: 'demo', from: '/demo-videos', to: '/product-demo-videos', permanent: true },
      { _id: 'promo', from: '/promo', to: '/pricing?plan=pro#faq', permanent: false },
      { _id: 'post', from: '/blog/old-post', to: '/blog/new-post', permanent: true },
      { _id: 'away', from: '/away', to: 'https://example.com/landing?ref=site', permanent: true },
      { _id: 'kept', from: '/blog/kept', to: '/pricing', permanent: true },
    ],
    exportPagePaths(['blog/kept.html']),
  ).redirects;

  it('as exact locations, each status with its Location a path, the cache told to ask again', () => {
    const conf = nginxConfig({ root: '/srv/site', policies: new Map(), redirects });
    expect(conf).toContain(
      '  location = /demo-videos {\n    absolute_redirect off;\n    return 308 "/product-demo-videos$is_args$args";\n  }',
    );
    expect(conf).toContain('return 307 "/pricing?plan=pro$site_redirect_args#faq";');
    expect(conf).toMatch(/map \$uri \$site_cache_control \{[^}]*\/demo-videos "no-cache";/);
    expect(nginxConfig({ root: '/srv/site', policies: new Map() })).not.toContain('site_redirect_args');
  });

  it('a real nginx: the visitor’s query passed on after the target’s own, the site’s headers kept', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'host-config-nginx-'));
    const [port] = freePorts(1) as [number];
    mkdirSync(join(scratch, 'root', 'blog'), { recursive: true });
    writeFileSync(join(scratch, 'root', 'blog', 'old-post.html'), '<h1>old</h1>');
    writeFileSync(join(scratch, 'root', 'blog', 'kept.html'), '<h1>kept</h1>');
    writeFileSync(join(scratch, 'root', '404.html'), '<h1>not found</h1>');
    const site = nginxConfig({
      root: join(scratch, 'root'),
      policies: new Map(),
      listen: [`127.0.0.1:${port}`],
      clientLimits: false,
      redirects,
    });
    const temp = join(scratch, 'temp');
    const conf = join(scratch, 'nginx.conf');
    writeFileSync(
      conf,
      `${loadModules()}${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${join(scratch, 'nginx.pid')};
error_log ${join(scratch, 'error.log')} warn;
events { worker_connections 64; }
http {
  access_log off;
  default_type text/html;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
${site}
}
`,
    );
    mkdirSync(temp);
    execFileSync(nginxPath, ['-t', '-q', '-p', scratch, '-c', conf], { stdio: 'inherit' });
    const nginx = spawn(nginxPath, ['-p', scratch, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    try {
      const get = async (path: string) => {
        for (let attempt = 0; ; attempt += 1) {
          try {
            return await fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' });
          } catch (error) {
            if (attempt > 50) throw error;
            await new Promise((wait) => setTimeout(wait, 100));
          }
        }
      };
      const expected: [string, number, string][] = [
        ['/demo-videos', 308, '/product-demo-videos'],
        ['/demo-videos?utm_source=mail&x=1', 308, '/product-demo-videos?utm_source=mail&x=1'],
        ['/promo', 307, '/pricing?plan=pro#faq'],
        ['/promo?utm_source=mail', 307, '/pricing?plan=pro&utm_source=mail#faq'],
        // Over a file an earlier deploy left (not a page of this export), and under /blog/, whose location serves
        // the posts.
        ['/blog/old-post', 308, '/blog/new-post'],
        ['/away?x=1', 308, 'https://example.com/landing?ref=site&x=1'],
      ];
      for (const [path, status, location] of expected) {
        const response = await get(path);
        expect(response.status, path).toBe(status);
        expect(response.headers.get('location'), path).toBe(location);
        expect(response.headers.get('cache-control'), path).toBe('no-cache');
        expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      }
      expect((await get('/demo-videos/')).headers.get('location')).toMatch(/\/demo-videos$/);
      expect((await get('/Demo-Videos')).status).toBe(404);
      // A page of this export answers at its address, a redirect there or not.
      expect((await get('/blog/kept')).status).toBe(200);
    } finally {
      nginx.kill('SIGQUIT');
      await exited;
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
