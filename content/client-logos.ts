// The Trusted By strip: wordmarks of client companies (fictional, drawn for this site in
// public/logos/), all 140x48 so the strip keeps one rhythm. Raster (WebP at 2x, 280x96),
// not SVG: every SVG <img> is a document of its own that the browser parses and lays out on the
// main thread, and the strip shows 30 of them; as SVGs they nearly doubled the home page's layout work
// before its first paint (docs/decisions/, WebP images).
export type ClientLogo = { name: string; src: string; width: number; height: number };

const logo = (name: string, file: string): ClientLogo => ({ name, src: `/logos/${file}.webp`, width: 140, height: 48 });

export const clientLogos: ClientLogo[] = [
  logo('Ledgerloop', 'ledgerloop'),
  logo('Pulsegrid', 'pulsegrid'),
  logo('Quillbase', 'quillbase'),
  logo('Kitewave', 'kitewave'),
  logo('Orbitdesk', 'orbitdesk'),
  logo('Tallyhive', 'tallyhive'),
  logo('Northmark', 'northmark'),
  logo('Fernstack', 'fernstack'),
  logo('Cobaltly', 'cobaltly'),
  logo('Relaylane', 'relaylane'),
  logo('Sproutsync', 'sproutsync'),
  logo('Vantaform', 'vantaform'),
  logo('Driftbeam', 'driftbeam'),
  logo('Zephyrly', 'zephyrly'),
  logo('Oakmetric', 'oakmetric'),
];
