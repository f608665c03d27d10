// A case study's before and after panels, by their names in the Studio and the site (in page order).

export const panelKeys = ['testimonials', 'tutorials', 'verticalAds'] as const;
export type PanelKey = (typeof panelKeys)[number];
