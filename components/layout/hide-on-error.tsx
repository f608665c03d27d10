'use client';
// Error boundary that renders nothing for a child that threw: UnavailableStatus's throw only makes the
// server answer 503, so the browser keeps the page as sent.
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
