'use client';
// Error boundary: renders nothing for Next's not-found signal (others go on up), for NotFoundStatus.
// The digest is a Next internal: guarded by tests/e2e/not-found.spec.ts and tests/e2e/blog.spec.ts.
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
