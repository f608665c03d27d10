// The testimonials a landing page's testimonials section shows: the ones it chose, in its order, or every one in
// the usual order when it chose none. A chosen testimonial that is not published (any more) is left out: the
// others still show.
type HasId = { id: string };

export function chosenTestimonials<T extends HasId>(all: readonly T[], chosen: readonly string[]): T[] {
  if (chosen.length === 0) return [...all];
  const byId = new Map(all.map((testimonial) => [testimonial.id, testimonial]));
  return chosen.flatMap((id) => byId.get(id) ?? []);
}
