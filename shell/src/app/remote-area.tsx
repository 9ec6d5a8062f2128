import type { AreaProps } from '@canstring/client';
import type { RemoteName } from '@canstring/contracts';
import { AreaError, guardParcel } from '@canstring/ui';
import { Box, Spinner } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { AreaErrorBoundary } from './area-error-boundary';

import type { AreaParcel } from './remote-loader';

export type AreaLoader = (area: RemoteName) => Promise<AreaParcel>;

type LoadState = { status: 'loading' } | { status: 'ready'; parcel: AreaParcel } | { status: 'failed' };

export interface RemoteAreaProps {
  area: RemoteName;
  areaProps: AreaProps;
  load: AreaLoader;
}

/**
 * Loads an area's lifecycles and mounts them as a single-spa parcel. Whatever goes wrong (the
 * remote cannot be fetched, exposes nothing, or throws while mounting) shows the area error view
 * in the area's place only.
 */
export const RemoteArea = ({ area, areaProps, load }: RemoteAreaProps) => {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load on retry
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load(area).then(
      (parcel) => live && setState({ status: 'ready', parcel }),
      (error: unknown) => {
        console.error(error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [area, load, attempt]);

  const retry = () => setAttempt((value) => value + 1);
  const parcel = state.status === 'ready' ? state.parcel : undefined;
  const guarded = useMemo(
    () =>
      parcel &&
      guardParcel(parcel, (error) => {
        console.error(error);
        setState({ status: 'failed' });
      }),
    [parcel],
  );

  if (state.status === 'failed') return <AreaError onRetry={retry} />;
  if (!guarded) {
    return (
      <Box padding="6" aria-busy="true">
        <Spinner size="sm" />
      </Box>
    );
  }
  return (
    <AreaErrorBoundary key={attempt} onRetry={retry}>
      <Parcel
        config={guarded}
        mountParcel={mountRootParcel}
        wrapWith="div"
        wrapStyle={{ height: '100%' }}
        handleError={(error: Error) => {
          console.error(error);
          setState({ status: 'failed' });
        }}
        {...areaProps}
      />
    </AreaErrorBoundary>
  );
};
