import type { AppProps, LifeCycleFn, ParcelConfigObject } from 'single-spa';

type Lifecycle<P> = LifeCycleFn<P> | LifeCycleFn<P>[];

const run = <P>(lifecycle: Lifecycle<P>, props: P & AppProps): Promise<unknown> =>
  Array.isArray(lifecycle)
    ? lifecycle.reduce<Promise<unknown>>((done, step) => done.then(() => step(props)), Promise.resolve())
    : Promise.resolve().then(() => lifecycle(props));

/**
 * Wraps parcel lifecycles so a failure while bootstrapping, mounting or updating is reported to
 * the caller (which shows the error view) instead of escaping as an unhandled rejection.
 */
export const guardParcel = <P>(
  parcel: ParcelConfigObject<P>,
  onFailure: (error: unknown) => void,
): ParcelConfigObject<P> => {
  let mounted = false;
  const fail = (error: unknown) => {
    mounted = false;
    onFailure(error);
  };
  return {
    bootstrap: (props: P & AppProps) => run(parcel.bootstrap, props).catch(fail),
    mount: (props: P & AppProps) =>
      run(parcel.mount, props).then(() => {
        mounted = true;
      }, fail),
    unmount: (props: P & AppProps) => (mounted ? run(parcel.unmount, props).catch(fail) : Promise.resolve()),
    update: (props: P & AppProps) =>
      mounted && parcel.update ? run(parcel.update, props).catch(fail) : Promise.resolve(),
  };
};
