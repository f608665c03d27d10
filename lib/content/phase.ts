// Which phase the server code runs in: `next build` prerendering, or a running server.

/** True while `next build` prerenders (both builds); false when `next start` renders a page. */
export const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build';
