import type { AreaProps } from '@canstring/client';
import {
  AREA_AUTO_RETRY_DELAYS_MS,
  AREA_SLOW_AFTER_MS,
  areaLoadTexts,
  type RemoteName,
} from '@canstring/contracts';
import { guardParcel } from '@canstring/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { AreaErrorBoundary } from './area-error-boundary';
import { AreaLoadFailed, AreaLoading } from './area-load-notice';
import { type AreaFailure, type AreaParcel, areaFailureOf } from './remote-loader';

export type AreaLoader = (area: RemoteName) => Promise<AreaParcel>;

type LoadState =
  | { status: 'loading'; slow: boolean }
  | { status: 'ready'; parcel: AreaParcel }
  | { status: 'failed'; failure: AreaFailure; retryAt?: number };

export interface RemoteAreaProps {
  area: RemoteName;
  areaProps: AreaProps;
  load: AreaLoader;
}

const failureText: Record<AreaFailure, string> = {
  unreachable: areaLoadTexts.unreachable,
  broken: areaLoadTexts.broken,
};

/**
 * Loads an area's lifecycles and mounts them as a single-spa parcel. While it loads, a spinner, and
 * after AREA_SLOW_AFTER_MS a word that it is slow. Whatever goes wrong (the remote's files cannot be
 * fetched, it exposes nothing, or it throws while mounting) is said in the area's place only, with
 * Retry; files that could not be fetched are fetched again by themselves (AREA_AUTO_RETRY_DELAYS_MS,
 * and whenever the browser comes back online).
 */
export const RemoteArea = ({ area, areaProps, load }: RemoteAreaProps) => {
  const [state, setState] = useState<LoadState>({ status: 'loading', slow: false });
  const [attempt, setAttempt] = useState(0);
  // Automatic retries since the last success or the last Retry.
  const autoRetries = useRef(0);

  const fail = useCallback((error: unknown) => {
    console.error(error);
    const failure = areaFailureOf(error);
    const delay = failure === 'unreachable' ? AREA_AUTO_RETRY_DELAYS_MS[autoRetries.current] : undefined;
    setState({ status: 'failed', failure, retryAt: delay === undefined ? undefined : Date.now() + delay });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load on retry
  useEffect(() => {
    let live = true;
    setState({ status: 'loading', slow: false });
    // Said only while this load is still on its way.
    const slow = window.setTimeout(
      () => setState((now) => (now.status === 'loading' ? { status: 'loading', slow: true } : now)),
      AREA_SLOW_AFTER_MS,
    );
    load(area)
      .finally(() => window.clearTimeout(slow))
      .then(
        (parcel) => live && setState({ status: 'ready', parcel }),
        (error: unknown) => live && fail(error),
      );
    return () => {
      live = false;
      window.clearTimeout(slow);
    };
  }, [area, load, attempt, fail]);

  const retry = useCallback(() => {
    autoRetries.current = 0;
    setAttempt((value) => value + 1);
  }, []);

  // A planned automatic retry, and one whenever the browser is back online.
  const failed = state.status === 'failed' ? state : undefined;
  useEffect(() => {
    if (failed?.failure !== 'unreachable') return;
    const again = () => {
      autoRetries.current += 1;
      setAttempt((value) => value + 1);
    };
    const timer =
      failed.retryAt === undefined ? undefined : window.setTimeout(again, failed.retryAt - Date.now());
    window.addEventListener('online', again);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', again);
    };
  }, [failed]);

  const parcel = state.status === 'ready' ? state.parcel : undefined;
  const guarded = useMemo(() => parcel && guardParcel(parcel, fail), [parcel, fail]);

  if (failed)
    return <AreaLoadFailed message={failureText[failed.failure]} onRetry={retry} retryAt={failed.retryAt} />;
  if (!guarded) return <AreaLoading slow={state.status === 'loading' && state.slow} />;
  return (
    <AreaErrorBoundary key={attempt} onRetry={retry}>
      <Parcel
        config={guarded}
        mountParcel={mountRootParcel}
        wrapWith="div"
        wrapStyle={{ height: '100%' }}
        handleError={fail}
        parcelDidMount={() => {
          autoRetries.current = 0;
        }}
        {...areaProps}
      />
    </AreaErrorBoundary>
  );
};
