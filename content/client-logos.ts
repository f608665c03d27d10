// The Trusted By strip's client wordmarks (fictional), 140x48 each; WebP at 2x, not SVG:
// docs/decisions/0008-webp-images-instead-of-svg.md
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
