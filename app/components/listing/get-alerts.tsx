import { lazy, Suspense } from 'react';

import type * as AlertsPanelExports from './alerts-panel';
import type { AlertsPanelProps } from './alerts-panel';

/**
 * "Get alerts" on the listing page (issue 36), rendered with the page (its form works without
 * scripts) but loaded after the page's first scripts, as a listing's enquiry form is
 * (detail/contact-card.tsx): the listing page sits at its JavaScript budget (docs/performance.md).
 * The server loads it before it renders (preloadAlertsPanel, in the page's loader), so the page
 * has it; the browser asks for it as soon as it is idle, and the server's markup works as HTML
 * until then (the button folds the form open in the page).
 */
type AlertsPanelModule = typeof AlertsPanelExports;
let panelModule: AlertsPanelModule | undefined;
async function loadAlertsPanel(): Promise<AlertsPanelModule> {
  panelModule ??= await import('./alerts-panel');
  return panelModule;
}
export const preloadAlertsPanel = loadAlertsPanel;
const AlertsPanel = lazy(() => {
  const ready = panelModule;
  if (!ready) return loadAlertsPanel().then((module) => ({ default: module.AlertsPanel }));
  // A thenable that answers at once: React's lazy then renders it in this very pass.
  const now: PromiseLike<{ default: AlertsPanelModule['AlertsPanel'] }> = {
    then: (resolve) => resolve?.({ default: ready.AlertsPanel }) as never,
  };
  return now as Promise<{ default: AlertsPanelModule['AlertsPanel'] }>;
});
if (typeof window !== 'undefined') {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
  whenIdle(() => void loadAlertsPanel());
}

export function GetAlerts(props: AlertsPanelProps) {
  return (
    <Suspense fallback={null}>
      <AlertsPanel {...props} />
    </Suspense>
  );
}
