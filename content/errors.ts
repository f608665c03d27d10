// Copy of the not-found page and the error boundaries.
export const notFoundPage = {
  title: '404: Page not found',
  code: '404',
  heading: 'Oops! Page not found',
  text: 'The page you are looking for does not exist or has moved.',
  homeLabel: 'Return to Home',
  logMessage: 'User attempted to access non-existent route:',
};

export const errorPage = {
  heading: 'Unexpected Application Error!',
  text: 'Something went wrong while showing this page. Please try again, or head back to the home page.',
  retryLabel: 'Try again',
  homeLabel: 'Return to Home',
};

export const contentUnavailable = {
  title: 'Temporarily unavailable',
  heading: 'This page is temporarily unavailable',
  text: 'We could not load it just now. Please try again in a minute.',
  /** An editor's preview shows why a draft cannot be shown, under this heading. */
  draftHeading: 'This draft cannot be shown yet',
  draftHint: 'Fix the field below in the Studio; the preview updates when the draft is valid.',
};
