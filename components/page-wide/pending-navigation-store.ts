// Page-wide: the navigation under way, shared by link-navigation.tsx and pending-navigation.tsx.
//
// Which page a client navigation is on its way to, from the click on an internal link until the
// new page is shown: written by components/page-wide/link-navigation.tsx, read by the PendingNavigation island.
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
