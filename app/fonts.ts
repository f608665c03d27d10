// Inter (variable), self-hosted from the @fontsource-variable package: no request to a font host.
import localFont from 'next/font/local';

export const inter = localFont({
  src: [{ path: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', style: 'normal' }],
  weight: '100 900',
  display: 'optional',
  variable: '--font-inter',
  fallback: ['ui-sans-serif', 'system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});
