import type { ApolloClient } from '@apollo/client';
import type { RemoteName, StoredSession } from '@canstring/contracts';
import type { ParcelConfigObject } from 'single-spa';

/** What the shell hands every area it mounts (and what a standalone page builds for itself). */
export interface AreaProps {
  /** The signed-in session, or null on public pages (join links, thank-you). */
  session: StoredSession | null;
  apolloClient: ApolloClient;
  /** Moves the whole page to another route of the product. */
  navigate: (to: string) => void;
  /** Where the area's routes start, '' when it is mounted at the root. */
  basePath: string;
  /** The current route, updated on every navigation. */
  pathname: string;
  /** Ends the session (signOut on the server, cleared locally) and returns to the landing page. */
  onSignOut: () => void;
  /**
   * Loads a view another area exposes (`<container>/<view>`, e.g. the meeting area's `schedule`) as
   * single-spa parcel lifecycles, to be mounted inside this area with the same props and its own.
   */
  loadView: (area: RemoteName, view: string) => Promise<ParcelConfigObject>;
}

export type { RemoteName };
