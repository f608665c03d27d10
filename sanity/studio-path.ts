// Where the Studio is mounted: the site's /studio route, the Studio's own basePath, and the
// address stega edit links in the preview point to.
export const studioBasePath = '/studio';
