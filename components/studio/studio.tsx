'use client';
// The embedded Sanity Studio (NextStudio), filling its own root layout; loaded only on a configured /studio.
import { NextStudio } from 'next-sanity/studio';
import config from '@/sanity.config';

export function Studio() {
  return <NextStudio config={config} />;
}
