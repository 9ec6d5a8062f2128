import type { GuestPass } from '../graphql/types';

const keyOf = (alias: string) => `canstring.guestPass.${alias}`;

/** A guest's pass for one meeting, kept for this tab only (sessionStorage), until it expires. */
export const readGuestPass = (
  alias: string,
  now: Date,
  storage: Storage = sessionStorage,
): GuestPass | null => {
  try {
    const raw = storage.getItem(keyOf(alias));
    if (!raw) return null;
    const pass = JSON.parse(raw) as GuestPass;
    if (new Date(pass.expiresAt).getTime() <= now.getTime()) {
      storage.removeItem(keyOf(alias));
      return null;
    }
    return pass;
  } catch {
    return null;
  }
};

export const keepGuestPass = (alias: string, pass: GuestPass, storage: Storage = sessionStorage): void =>
  storage.setItem(keyOf(alias), JSON.stringify(pass));

export const dropGuestPass = (alias: string, storage: Storage = sessionStorage): void =>
  storage.removeItem(keyOf(alias));
