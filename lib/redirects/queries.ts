// The redirects' GROQ queries: the site's read (published documents, oldest first: the first one wins an
// address), and the Studio's reads of the other published redirects. No imports: the Studio loads it.

export const redirectsQuery = /* groq */ `*[_type == "redirect"] | order(_createdAt asc, _id asc){ _id, from, to, permanent }`;

const published = /* groq */ `_type == "redirect" && !(_id in path("drafts.**")) && !(_id in path("versions.**"))`;

/** Every published redirect but the one being edited (`$ids`: its published and draft ids). */
export const otherRedirectsQuery = /* groq */ `*[${published} && !(_id in $ids)]{ _id, from, to }`;

/** The published redirects whose old address is one of `$froms`. */
export const redirectsFromQuery = /* groq */ `*[${published} && from in $froms]._id`;
