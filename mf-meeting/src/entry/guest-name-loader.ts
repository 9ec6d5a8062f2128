import { useEffect, useState } from 'react';
import type { GuestNameDialog } from './guest-name-dialog';

const loadGuestNameDialog = () => import(/* webpackChunkName: "guest-name" */ './guest-name-dialog');

/**
 * The guest's name prompt, with its form and phone number rules, comes in a file of its own: the
 * host's camera check and a member's entry never need it. A visitor's page asks for it at once,
 * beside the meeting's door, and draws it as soon as both are in. Not React.lazy: React reveals a
 * suspended part no sooner than 300 ms after its fallback showed, and the prompt would wait for that.
 * A file that cannot be loaded is thrown to the area's error view.
 */
export const useGuestNameDialog = (wanted: boolean): typeof GuestNameDialog | undefined => {
  const [loaded, setLoaded] = useState<{ dialog?: typeof GuestNameDialog; error?: unknown }>({});
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadGuestNameDialog().then(
      (module) => live && setLoaded({ dialog: module.GuestNameDialog }),
      (error: unknown) => live && setLoaded({ error }),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  if (loaded.error) throw loaded.error;
  return loaded.dialog;
};
