import { SESSION_STORAGE_KEY } from '@canstring/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { LandingPage } from './landing/landing-page';
import { PageErrorBoundary } from './page-error-boundary';

const ShellApp = lazy(() => import('./app/shell-app'));
const LandingToaster = lazy(() => import('./landing/landing-toaster'));

const loadRest = () => {
  void import('./app/shell-app');
  void import('./landing/landing-toaster');
  void import('./auth/auth-service');
};

/** A signed-out visit to '/': the landing page alone. */
export const landingOnlyVisit = (): boolean =>
  window.location.pathname === '/' && !window.localStorage.getItem(SESSION_STORAGE_KEY);

/**
 * A signed-out visit to '/' gets the landing page straight away, without the router, Chakra or
 * Apollo; those load once it has painted. Everything else goes through the full shell.
 */
export const Root = () => {
  const [landingOnly, setLandingOnly] = useState(landingOnlyVisit);
  useEffect(() => {
    if (!landingOnly) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(loadRest);
  }, [landingOnly]);

  if (landingOnly) {
    return (
      <>
        <LandingPage onSignedIn={() => setLandingOnly(false)} />
        <Suspense fallback={null}>
          <LandingToaster />
        </Suspense>
      </>
    );
  }
  return (
    <PageErrorBoundary>
      <Suspense fallback={null}>
        <ShellApp />
      </Suspense>
    </PageErrorBoundary>
  );
};
