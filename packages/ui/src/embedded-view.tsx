import type { AreaProps } from '@canstring/client';
import type { RemoteName } from '@canstring/contracts';
import { Box, Spinner } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import type { ParcelConfigObject } from 'single-spa';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { AreaError } from './area-error';
import { guardParcel } from './guard-parcel';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; parcel: ParcelConfigObject }
  | { status: 'failed' };

export interface EmbeddedViewProps<P extends AreaProps> {
  /** The area that exposes the view (e.g. 'meeting'). */
  area: RemoteName;
  /** The exposed view's name (e.g. 'schedule'). */
  view: string;
  /** The area props plus the view's own props; a change updates the mounted view. */
  props: P;
}

/**
 * Mounts a view another area exposes as a single-spa parcel inside this area, with a spinner while
 * it loads and the area error view (with a retry) when it cannot be loaded or fails to mount.
 */
export const EmbeddedView = <P extends AreaProps>({ area, view, props }: EmbeddedViewProps<P>) => {
  const { loadView } = props;
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load on retry
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadView(area, view).then(
      (parcel) => live && setState({ status: 'ready', parcel }),
      (error: unknown) => {
        console.error(error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [area, view, loadView, attempt]);

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

  if (state.status === 'failed') return <AreaError onRetry={() => setAttempt((value) => value + 1)} />;
  if (!guarded) {
    return (
      <Box padding="6" aria-busy="true" data-testid={`view-loading-${area}-${view}`}>
        <Spinner size="sm" />
      </Box>
    );
  }
  return (
    <Parcel
      key={attempt}
      config={guarded}
      mountParcel={mountRootParcel}
      wrapWith="div"
      wrapStyle={{ height: '100%' }}
      handleError={(error: Error) => {
        console.error(error);
        setState({ status: 'failed' });
      }}
      {...props}
    />
  );
};
