'use client';
// Logs the missing path. The path is read in the browser, so the same static
// 404 page logs the right path in both build modes.
import { useEffect } from 'react';

export function NotFoundLogger({ message }: { message: string }) {
  useEffect(() => {
    console.error(message, window.location.pathname);
  }, [message]);
  return null;
}
