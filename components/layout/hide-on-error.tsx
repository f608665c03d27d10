'use client';
// An error boundary that renders nothing in place of a child that threw. Used by
// UnavailableStatus, whose child throws only to make the server's answer a 503: in the browser
// that same throw must leave the page as the server sent it.
import { Component, type ReactNode } from 'react';

export class HideOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
