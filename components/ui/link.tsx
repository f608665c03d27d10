// Every internal link: a plain <a>, marked (components/ui/link-marker.ts). What next/link adds
// (navigation without a full load, prefetching on intent, the report to the loading
// placeholders) comes from one delegated listener for the whole page,
// components/layout/link-navigation.tsx, which acts on marked anchors only, instead of an island per
// link: a page shows 30-60 links (header, menus, footer), and hydrating a next/link for each one
// was a large share of every page's hydration work (the measurement is in that file). Without
// JavaScript, or before it has loaded, the link is an ordinary link and still works.
import type { ComponentProps } from 'react';
import { CLIENT_LINK_ATTRIBUTE } from '@/components/ui/link-marker';

type LinkProps = ComponentProps<'a'> & { href: string };

export function Link(props: LinkProps) {
  return <a {...props} {...{ [CLIENT_LINK_ATTRIBUTE]: '' }} />;
}
