'use client';
// The embedded Sanity Studio (next-sanity's NextStudio). It has the Studio's root layout to itself,
// so it takes the whole viewport. Loaded only on /studio, and only when a project is configured.
import { NextStudio } from 'next-sanity/studio';
import config from '@/sanity.config';

export function Studio() {
  return <NextStudio config={config} />;
}
