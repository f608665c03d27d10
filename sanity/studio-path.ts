// Where the Studio is mounted: the /studio route, the Studio's basePath and the stega edit links' target.
export const studioBasePath = '/studio';
