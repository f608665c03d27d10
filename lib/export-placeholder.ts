// The static export refuses a dynamic route whose generateStaticParams returns no page at all ("at least one route
// must be generated"), and a project may have none of a kind: no case study, no second archive page, no landing
// page. Then the export renders one page under a segment no content can have; it answers not-found, and the
// export's last step (scripts/build/drop-placeholders.ts) deletes what Next wrote for it. The server build needs
// no placeholder: an empty list is valid there. No imports: the build steps load it too.

/** An underscore first: no slug the Studio makes, no archive page number, no landing page's address. */
export const exportPlaceholder = '_none';

/** `params`, or on the export with none, the one placeholder `placeholder` builds from the segment. */
export function withExportPlaceholder<P>(params: P[], isExport: boolean, placeholder: (segment: string) => P): P[] {
  return params.length === 0 && isExport ? [placeholder(exportPlaceholder)] : params;
}

/** Whether an output path of the export belongs to a placeholder: a file or folder named after it. */
export const isPlaceholderOutput = (name: string) =>
  name === exportPlaceholder || name.startsWith(`${exportPlaceholder}.`);
