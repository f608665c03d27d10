// Page-wide: the page a client navigation is heading to, from the click until it is shown; written by
// link-navigation.tsx, read by pending-navigation.tsx.
type Pending = { id: number; pathname: string };

let pending: Pending | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const pendingNavigation = {
  start(pathname: string) {
    pending = { id: nextId++, pathname };
    notify();
  },
  finish() {
    if (pending === null) return;
    pending = null;
    notify();
  },
  get: (): Pending | null => pending,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
