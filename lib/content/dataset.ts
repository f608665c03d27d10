// The embedded dataset: Sanity export NDJSON → documents as the published perspective sees them.
// Dependency-free on purpose: the app (lib/content/local-source.ts) and the fake content API
// (tests/fixtures/fake-sanity.ts, plain Node) both load the dataset through this one function.

export type Doc = { _id: string; _type: string; [key: string]: unknown };

/** `image@file://./../../public/blog/images/name-1200x675.jpg` → the public path and size. */
const LOCAL_ASSET = /^image@file:\/\/\.\/(?:\.\.\/)*public(\/[\w/.-]+-(\d+)x(\d+)\.(jpg|jpeg|png|webp))$/;

/**
 * Parses NDJSON and makes it queryable like the hosted dataset: drafts are left out (the site
 * reads the `published` perspective; the fake content API keeps them, `keepDrafts`, to answer
 * the drafts perspective as Sanity does) and every `_sanityAsset` (the import format's
 * not-yet-uploaded image) becomes a reference to a `sanity.imageAsset` whose url is the file
 * in public/, so `asset->url` works exactly as it does against Sanity.
 */
export function loadDataset(ndjson: string, { keepDrafts = false } = {}): Doc[] {
  const docs: Doc[] = [];
  const assets = new Map<string, Doc>();

  const resolveAssets = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolveAssets);
    if (!value || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(record)) {
      if (key !== '_sanityAsset') out[key] = resolveAssets(inner);
    }
    if (typeof record._sanityAsset === 'string') {
      const match = LOCAL_ASSET.exec(record._sanityAsset);
      if (match) {
        const [, url, width, height, extension] = match as unknown as [string, string, string, string, string];
        const id = `image-${url.replace(/^.*\//, '').replace(/\.\w+$/, '')}-${width}x${height}-${extension}`;
        assets.set(id, {
          _id: id,
          _type: 'sanity.imageAsset',
          url,
          path: url,
          extension,
          metadata: {
            _type: 'sanity.imageMetadata',
            dimensions: {
              _type: 'sanity.imageDimensions',
              width: Number(width),
              height: Number(height),
              aspectRatio: Number(width) / Number(height),
            },
          },
        });
        out.asset = { _type: 'reference', _ref: id };
      }
    }
    return out;
  };

  for (const line of ndjson.split('\n')) {
    if (!line.trim()) continue;
    const doc = JSON.parse(line) as Doc;
    if (doc._id.startsWith('versions.') || (!keepDrafts && doc._id.startsWith('drafts.'))) continue;
    docs.push(resolveAssets(doc) as Doc);
  }
  return [...docs, ...assets.values()];
}
