// The attribute that marks an anchor as rendered by components/ui/link.tsx. The page's one link
// listener (components/page-wide/link-navigation.tsx) gives client navigation and intent prefetch
// to marked anchors only; any other <a> — editor-written content, the error page's deliberate
// full reload, the Studio's own links — behaves as the browser's own.
export const CLIENT_LINK_ATTRIBUTE = 'data-client-link';
