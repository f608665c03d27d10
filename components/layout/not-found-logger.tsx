'use client';
// Logs the missing path, read in the browser so the one static 404 page logs the right path.
import { useEffect } from 'react';

export function NotFoundLogger({ message }: { message: string }) {
  useEffect(() => {
    console.error(message, window.location.pathname);
  }, [message]);
  return null;
}
