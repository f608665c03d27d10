'use client';
// The calculator's inputs: the defaults, overridden by the URL query (read after hydration,
// so the prerendered HTML shows the defaults), overridden by what the visitor changes.
// Changes are written back to the query with history.replaceState: a shareable link, no new
// history entries.
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { computeRoi, parseAmount, roiDefaults } from '@/lib/roi';
import { parseRoiQuery, serializeRoiQuery } from '@/lib/roi-query';

export type RoiFields = {
  /** Amount fields keep the visitor's text ('' while they retype), the calculator reads its number. */
  investment: string;
  lifetimeValue: string;
  customers: number;
  liftPercent: number;
  months: number;
};

/** Dragging a slider changes the value many times a second; the URL follows once it settles. */
const URL_WRITE_DELAY_MS = 300;

const subscribeToHistory = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const browserSearch = () => window.location.search;
const serverSearch = () => '';

export function useRoiScenario() {
  const search = useSyncExternalStore(subscribeToHistory, browserSearch, serverSearch);
  const fromUrl = useMemo(() => parseRoiQuery(search), [search]);
  const [edits, setEdits] = useState<Partial<RoiFields>>({});
  const edited = Object.keys(edits).length > 0;

  const fields: RoiFields = {
    investment: edits.investment ?? String(fromUrl.investment ?? roiDefaults.investment),
    lifetimeValue: edits.lifetimeValue ?? String(fromUrl.lifetimeValue ?? roiDefaults.lifetimeValue),
    customers: edits.customers ?? fromUrl.customers ?? roiDefaults.customers,
    liftPercent: edits.liftPercent ?? fromUrl.liftPercent ?? roiDefaults.liftPercent,
    months: edits.months ?? fromUrl.months ?? roiDefaults.months,
  };
  const result = computeRoi({
    investment: parseAmount(fields.investment),
    lifetimeValue: parseAmount(fields.lifetimeValue),
    customers: fields.customers,
    liftPercent: fields.liftPercent,
    months: fields.months,
  });
  const query = serializeRoiQuery(result);

  useEffect(() => {
    // The URL a visitor arrived with stays as it is until they change something.
    if (!edited) return;
    const timer = window.setTimeout(() => {
      const { pathname, search: current, hash } = window.location;
      if (current !== query) window.history.replaceState(null, '', `${pathname}${query}${hash}`);
    }, URL_WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [edited, query]);

  const setField = <K extends keyof RoiFields>(name: K, value: RoiFields[K]) =>
    setEdits((previous) => ({ ...previous, [name]: value }));

  return { fields, result, edited, setField };
}
