// What a slug may be, for the site's schemas and the Studio's validation alike (no imports: the
// Studio's schema loads it too).

/** A slug is one address segment: no "/", no spaces. */
export const slugPattern = /^[^/\s]+$/;
