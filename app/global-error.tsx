'use client';
// Last-resort boundary for errors in the root layout itself: it must render <html> and <body>.
import { errorPage } from '@/content/errors';

export default function GlobalError() {
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', background: '#0b0b14', color: '#fff' }}>
        <main
          style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', padding: '2rem' }}
        >
          <div>
            <h1 style={{ fontSize: '2rem' }}>{errorPage.heading}</h1>
            <p style={{ color: '#b4b8c9' }}>{errorPage.text}</p>
            {/* A full page load: the root layout failed, so the client router cannot be trusted. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- deliberate full page load */}
            <a href="/" style={{ color: '#a5b4fc', fontWeight: 600 }}>
              {errorPage.homeLabel}
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
