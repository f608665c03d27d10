'use client';
// An error boundary that renders nothing in place of a child that threw Next's not-found signal
// (any other error goes on up). Used by NotFoundStatus, whose throw only sets the HTTP status.
// The signal's digest is Next's internal name: guarded by tests/e2e/not-found.spec.ts and
// tests/e2e/blog.spec.ts (the 404 page stays on screen with scripts on).
import { Component, type ReactNode } from 'react';

const isNotFoundSignal = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'digest' in error &&
  typeof error.digest === 'string' &&
  error.digest.startsWith('NEXT_HTTP_ERROR_FALLBACK;404');

export class IgnoreNotFound extends Component<{ children: ReactNode }, { caught: boolean }> {
  state = { caught: false };

  static getDerivedStateFromError(error: unknown) {
    if (isNotFoundSignal(error)) return { caught: true };
    throw error;
  }

  render() {
    return this.state.caught ? null : this.props.children;
  }
}
