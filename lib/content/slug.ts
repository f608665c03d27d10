// A slug is one address segment (no "/", no spaces). No imports: the Studio's schema loads it too.
export const slugPattern = /^[^/\s]+$/;

/** Sanity's document ids are at most 128 characters and the Studio generates slugs of at most 96. */
export const addressSegmentMax = 128;

/** Whether a document could answer at this segment; one that cannot is a 404 before any read. */
export const canBeAddress = (segment: string) => segment.length <= addressSegmentMax && slugPattern.test(segment);
