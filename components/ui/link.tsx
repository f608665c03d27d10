// Every internal link: a plain <a>, marked for the page's one listener (link-navigation.tsx); `href` is
// typed like next/link's. Learn more: docs/decisions/0001-plain-links-with-one-delegated-listener.md
import type { Route } from 'next';
import type { ComponentProps } from 'react';
import { CLIENT_LINK_ATTRIBUTE } from '@/components/ui/link-marker';

export type LinkProps<T extends string = string> = Omit<ComponentProps<'a'>, 'href'> & { href: Route<T> };

export function Link<T extends string>(props: LinkProps<T>) {
  return <a {...props} {...{ [CLIENT_LINK_ATTRIBUTE]: '' }} />;
}
