// Marks an anchor rendered by Link: link-navigation.tsx acts on marked anchors only, and any other <a>
// (editor content, deliberate full reloads, the Studio's links) stays the browser's.
export const CLIENT_LINK_ATTRIBUTE = 'data-client-link';
