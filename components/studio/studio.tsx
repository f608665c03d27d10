'use client';
// The embedded Sanity Studio (next-sanity's NextStudio), laid over the site's shell so editors
// get the whole viewport. Loaded only on /studio, and only when a project is configured.
import { NextStudio } from 'next-sanity/studio';
import config from '@/sanity.config';

export function Studio() {
  return (
    <div className="fixed inset-0 z-[100] bg-white">
      <NextStudio config={config} />
    </div>
  );
}
