// A slug is one address segment (no "/", no spaces). No imports: the Studio's schema loads it too.
export const slugPattern = /^[^/\s]+$/;
