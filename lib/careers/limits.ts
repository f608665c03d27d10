// The kinds of job an opening may be: the Studio offers them and the site reads no other.

export const jobTypes = ['Full-time', 'Part-time'] as const;
