// Path → breadcrumb trail (pure): Home first, then one crumb per segment.
import { breadcrumbLabels } from '@/content/navigation';

export type Crumb = { label: string; href: string };

export function segmentLabel(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape stays as written.
  }
  const known = breadcrumbLabels.segments[decoded.toLowerCase()];
  if (known) return known;
  return decoded
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function breadcrumbsFor(pathname: string): Crumb[] {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  return [
    { label: breadcrumbLabels.home, href: '/' },
    ...segments.map((segment, index) => ({
      label: segmentLabel(segment),
      href: `/${segments.slice(0, index + 1).join('/')}`,
    })),
  ];
}
