// Every internal link: a plain <a>, marked (components/ui/link-marker.ts). What next/link adds
// (navigation without a full load, prefetching on intent, the report to the loading
// placeholders) comes from one delegated listener for the whole page,
// components/page-wide/link-navigation.tsx, which acts on marked anchors only, instead of an island per
// link: a page shows 30-60 links (header, menus, footer), and hydrating a next/link for each one
// was a large share of every page's hydration work (docs/decisions/0001). Without JavaScript, or
// before it has loaded, the link is an ordinary link and still works.
// `href` is typed with Next's typed routes, as next/link's is: a path no route serves fails
// `npm run typecheck`.
import type { Route } from 'next';
import type { ComponentProps } from 'react';
import { CLIENT_LINK_ATTRIBUTE } from '@/components/ui/link-marker';

export type LinkProps<T extends string = string> = Omit<ComponentProps<'a'>, 'href'> & { href: Route<T> };

export function Link<T extends string>(props: LinkProps<T>) {
  return <a {...props} {...{ [CLIENT_LINK_ATTRIBUTE]: '' }} />;
}
