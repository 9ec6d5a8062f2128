import type { AreaProps } from '@canstring/client';
import type { AppProps, LifeCycleFn } from 'single-spa';
import type { AreaParcel } from './remote-loader';

type Lifecycle = LifeCycleFn<AreaProps> | LifeCycleFn<AreaProps>[];
type Props = AreaProps & AppProps;

const run = (lifecycle: Lifecycle, props: Props): Promise<unknown> =>
  Array.isArray(lifecycle)
    ? lifecycle.reduce<Promise<unknown>>((done, step) => done.then(() => step(props)), Promise.resolve())
    : Promise.resolve().then(() => lifecycle(props));

/**
 * Wraps an area's lifecycles so a failure while bootstrapping, mounting or updating is reported to
 * the shell (which shows the area error view) instead of escaping as an unhandled rejection.
 */
export const guardParcel = (parcel: AreaParcel, onFailure: (error: unknown) => void): AreaParcel => {
  let mounted = false;
  const fail = (error: unknown) => {
    mounted = false;
    onFailure(error);
  };
  return {
    bootstrap: (props: Props) => run(parcel.bootstrap, props).catch(fail),
    mount: (props: Props) =>
      run(parcel.mount, props).then(() => {
        mounted = true;
      }, fail),
    unmount: (props: Props) => (mounted ? run(parcel.unmount, props).catch(fail) : Promise.resolve()),
    update: (props: Props) =>
      mounted && parcel.update ? run(parcel.update, props).catch(fail) : Promise.resolve(),
  };
};
