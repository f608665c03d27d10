// A video's running time as an editor types it: one rule for posts, pages, case studies, the Studio and the
// JSON-LD. No imports: the Studio loads it.

/** m:ss or h:mm:ss (groups: m, ss, or h, mm, ss; lib/video-object.ts reads them). */
export const videoDurationPattern = /^(?:(\d{1,2}):([0-5]\d)|(\d{1,2}):([0-5]\d):([0-5]\d))$/;
