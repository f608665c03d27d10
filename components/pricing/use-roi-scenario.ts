'use client';
// The calculator's inputs: defaults, then a scenario from the URL query (read after hydration, so the
// prerender shows the defaults), then the visitor's changes, written back with history.replaceState.
import { useEffect, useRef, useState } from 'react';
import { trackEvent } from '@/lib/analytics/events';
import { computeRoi, parseAmount, roiDefaults } from '@/lib/roi/formulas';
import type { RoiInputs } from '@/lib/roi/formulas';
import { serializeRoiQuery } from '@/lib/roi/query-string';

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

/** The scenario of a shared link; its validator loads only when there is a query. */
function useScenarioFromUrl() {
  const [fromUrl, setFromUrl] = useState<Partial<RoiInputs>>({});
  useEffect(() => {
    const search = window.location.search;
    if (!search) return;
    let current = true;
    void import('@/lib/roi/query').then(({ parseRoiQuery }) => {
      if (current) setFromUrl(parseRoiQuery(search));
    });
    return () => {
      current = false;
    };
  }, []);
  return fromUrl;
}

export function useRoiScenario() {
  const fromUrl = useScenarioFromUrl();
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
      const { pathname, search, hash } = window.location;
      if (search !== query) window.history.replaceState(null, '', `${pathname}${query}${hash}`);
    }, URL_WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [edited, query]);

  // Reported once per page view, at the visitor's first change.
  const reported = useRef(false);
  const setField = <K extends keyof RoiFields>(name: K, value: RoiFields[K]) => {
    if (!reported.current) {
      reported.current = true;
      trackEvent('ROI calculator used', {});
    }
    setEdits((previous) => ({ ...previous, [name]: value }));
  };

  return { fields, result, edited, setField };
}
