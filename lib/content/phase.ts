// Which phase the server code runs in: `next build` prerendering, or a running server.
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';

/** True while `next build` prerenders, which sets NEXT_PHASE (tests/unit/next-internals.test.ts). */
export const isBuildPhase = () => process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
