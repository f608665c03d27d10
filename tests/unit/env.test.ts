import { describe, expect, it } from 'vitest';
import { assertDeployableLeadEndpoint, buildFoldersOf, leadEndpointProblem, parseEnv } from '@/lib/env';

describe('parseEnv', () => {
  it('runs on the embedded content with no variables set', () => {
    expect(parseEnv({})).toEqual({
      NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
      NEXT_PUBLIC_SANITY_DATASET: 'production',
      SITE_ENV: 'production',
    });
  });

  it('treats empty values as unset and trims a trailing slash from URLs', () => {
    const env = parseEnv({
      NEXT_PUBLIC_SITE_URL: 'https://launchframe.video/',
      NEXT_PUBLIC_SANITY_PROJECT_ID: '',
      SANITY_API_HOST: '',
    });
    expect(env.NEXT_PUBLIC_SITE_URL).toBe('https://launchframe.video');
    expect(env.NEXT_PUBLIC_SANITY_PROJECT_ID).toBeUndefined();
    expect(env.SANITY_API_HOST).toBeUndefined();
  });

  it('accepts a full configuration', () => {
    const env = parseEnv({
      NEXT_PUBLIC_SITE_URL: 'https://example.com',
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123xy',
      NEXT_PUBLIC_SANITY_DATASET: 'staging',
      SANITY_API_HOST: 'http://127.0.0.1:4010',
      SANITY_REVALIDATE_SECRET: 'a-secret-of-thirty-two-characters',
      NEXT_PUBLIC_LEAD_ENDPOINT: 'https://script.google.com/macros/s/abc/exec',
      NEXT_OUTPUT: 'export',
    });
    expect(env).toMatchObject({
      NEXT_PUBLIC_SANITY_DATASET: 'staging',
      NEXT_OUTPUT: 'export',
      SANITY_API_HOST: 'http://127.0.0.1:4010',
    });
  });

  it.each([
    ['NEXT_PUBLIC_SITE_URL', 'launchframe.video'],
    ['NEXT_PUBLIC_SITE_URL', 'ftp://launchframe.video'],
    ['NEXT_PUBLIC_SANITY_PROJECT_ID', 'Has Spaces'],
    ['NEXT_PUBLIC_SANITY_DATASET', 'UPPER'],
    ['SANITY_API_HOST', 'not a url'],
    ['NEXT_PUBLIC_LEAD_ENDPOINT', 'javascript:alert(1)'],
    ['NEXT_OUTPUT', 'standalone'],
    ['NEXT_DIST_DIR', '/var/www/build'],
    ['NEXT_DIST_DIR', '../elsewhere'],
    ['E2E_TEST_BUILD', 'yes'],
    ['NGINX_UPSTREAMS', 'http://127.0.0.1:3000'],
    ['NGINX_CACHE_DIR', 'var/cache'],
    ['SITE_ENV', 'Staging Site'],
  ])('a malformed %s stops with a message naming it', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(
      new RegExp(`${name}: .*\\(got "${value.replace(/[()]/g, '\\$&')}"\\)`),
    );
  });

  it.each([
    ['SANITY_REVALIDATE_SECRET', 'short'],
    // Long enough for the old rule of 8; a webhook secret is now 32 characters at least.
    ['SANITY_REVALIDATE_SECRET', 'thirty-one-characters-secret-xx'],
    ['SANITY_API_READ_TOKEN', 'sk-tooShort'],
    ['HEALTH_TOKEN', 'token'],
  ])('a malformed secret %s is named, but its value is not printed', (name, value) => {
    let message = '';
    try {
      parseEnv({ [name]: value });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(`${name}: `);
    expect(message).toContain(`(got ${value.length} characters)`);
    expect(message).not.toContain(value);
  });

  it('names every malformed variable at once', () => {
    expect(() => parseEnv({ NEXT_PUBLIC_SITE_URL: 'x', NEXT_OUTPUT: 'y' })).toThrow(
      /NEXT_PUBLIC_SITE_URL[\s\S]*NEXT_OUTPUT/,
    );
  });
});

describe('the folders of a build', () => {
  it('builds in .next, or in NEXT_DIST_DIR', () => {
    expect(buildFoldersOf({})).toEqual({ dist: '.next', build: '.next', export: undefined });
    expect(buildFoldersOf({ NEXT_DIST_DIR: '.e2e/server' })).toEqual({
      dist: '.e2e/server',
      build: '.e2e/server',
      export: undefined,
    });
  });

  it('exports to out/, or to NEXT_DIST_DIR while the build files stay in .next', () => {
    expect(buildFoldersOf({ NEXT_OUTPUT: 'export' })).toMatchObject({ build: '.next', export: 'out' });
    expect(buildFoldersOf({ NEXT_OUTPUT: 'export', NEXT_DIST_DIR: '.e2e/export' })).toMatchObject({
      build: '.next',
      export: '.e2e/export',
    });
  });
});

describe('a lead endpoint a deployed site may post to', () => {
  it.each(['https://script.google.com/macros/s/abc/exec', 'https://leads.example.com/in', 'https://[2001:db8::1]/'])(
    'accepts %s',
    (endpoint) => expect(leadEndpointProblem(endpoint)).toBeNull(),
  );

  it.each([
    ['http://leads.example.com/in', 'must be an https: URL'],
    ['http://127.0.0.1:3190/leads', 'must be an https: URL'],
    ['https://127.0.0.1/leads', 'loopback or private'],
    ['https://localhost:8443/leads', 'loopback or private'],
    ['https://sink.localhost/leads', 'loopback or private'],
    ['https://[::1]/leads', 'loopback or private'],
    ['https://[::ffff:127.0.0.1]/leads', 'loopback or private'],
    ['https://2130706433/leads', 'loopback or private'],
    ['https://10.0.0.7/leads', 'loopback or private'],
    ['https://172.16.5.4/leads', 'loopback or private'],
    ['https://192.168.1.20/leads', 'loopback or private'],
    ['https://169.254.169.254/leads', 'loopback or private'],
    ['https://[fd12::1]/leads', 'loopback or private'],
    ['https://printer.local/leads', 'loopback or private'],
  ])('refuses %s', (endpoint, problem) => expect(leadEndpointProblem(endpoint)).toContain(problem));

  it('stops a build with a message naming the variable, unless it is a test build', () => {
    const local = 'http://127.0.0.1:3190/leads';
    expect(() => assertDeployableLeadEndpoint({ NEXT_PUBLIC_LEAD_ENDPOINT: local })).toThrow(
      /NEXT_PUBLIC_LEAD_ENDPOINT: must be an https: URL \(got "http:\/\/127\.0\.0\.1:3190\/leads"\)/,
    );
    expect(() => assertDeployableLeadEndpoint({ NEXT_PUBLIC_LEAD_ENDPOINT: local, E2E_TEST_BUILD: '1' })).not.toThrow();
    expect(() => assertDeployableLeadEndpoint({})).not.toThrow();
  });
});
