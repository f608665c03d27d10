// Embedded dataset: Sanity export NDJSON → published documents. No imports: the fake API (plain Node) loads it too.

export type Doc = { _id: string; _type: string; [key: string]: unknown };

/** `image@file://./../../public/blog/images/name-1200x675.jpg` → the public path and size. A file named without its
 * size (the client logos: `public/logos/name.webp`) is an asset without dimensions. */
const LOCAL_ASSET = /^image@file:\/\/\.\/(?:\.\.\/)*public(\/[\w/.-]+?(?:-(\d+)x(\d+))?\.(jpg|jpeg|png|webp))$/;
/** LOCAL_ASSET's groups: the public path, the size when the file's name has it, the extension. */
type LocalAsset = [match: string, url: string, width: string | undefined, height: string | undefined, ext: string];

/** Drafts are dropped unless `keepDrafts` (the fake API serves the drafts perspective); each `_sanityAsset`
 * becomes a reference to a `sanity.imageAsset` whose url is the file in public/, so `asset->url` works. */
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
        const [, url, width, height, extension] = match as unknown as LocalAsset;
        const size = width && height ? `-${width}x${height}` : '';
        const id = `image-${url.replace(/^.*\//, '').replace(/\.\w+$/, '')}${size}-${extension}`;
        assets.set(id, {
          _id: id,
          _type: 'sanity.imageAsset',
          url,
          path: url,
          extension,
          metadata: {
            _type: 'sanity.imageMetadata',
            ...(width && height
              ? {
                  dimensions: {
                    _type: 'sanity.imageDimensions',
                    width: Number(width),
                    height: Number(height),
                    aspectRatio: Number(width) / Number(height),
                  },
                }
              : {}),
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
