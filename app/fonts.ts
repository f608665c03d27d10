// Inter (variable), self-hosted from the @fontsource-variable package: no request to a font host. Its weight axis is
// cut to the weights the site sets, 400 to 700, at install (scripts/build/font.ts, decision 0037): a smaller file
// on the way to every page's first paint. tests/e2e/layout.spec.ts checks every page's text stays in that range.
import localFont from 'next/font/local';

export const inter = localFont({
  src: [{ path: '../node_modules/.cache/launchframe/inter-latin-wght-400-700.woff2', style: 'normal' }],
  weight: '400 700',
  display: 'optional',
  variable: '--font-inter',
  fallback: ['ui-sans-serif', 'system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});
