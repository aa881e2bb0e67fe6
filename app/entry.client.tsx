import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { keepWhatWasTypedBeforeHydration } from './lib/typed-before-hydration';

/**
 * Runs once the whole page has hydrated (a parent's effects run after all of its children's), in
 * a task of its own: each replayed field is then an event React handles and renders on its own,
 * as a visitor's typing would be.
 */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    const task = setTimeout(keepWhatWasTypedBeforeHydration);
    return () => clearTimeout(task);
  }, []);
  return children;
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <Hydrated>
        <HydratedRouter />
      </Hydrated>
    </StrictMode>,
  );
});
