import type { ApolloClient } from '@apollo/client';
import { createStore } from '../store';

/**
 * The client's subscription socket as the room sees it: whether it is connected (graphql-ws retries a
 * closed one by itself), and the meeting guest's pass that a visitor without a session opens it with.
 */
export interface GatewaySocket {
  onStatus(listener: (connected: boolean) => void): () => void;
  /**
   * A guest holds no session, so the pass of the meeting they are in goes in connectionParams instead
   * (the gateway accepts either at connect). A signed-in session's token always comes first.
   */
  setGuestPass(token: string | null): void;
  /**
   * Opens the socket now, unless it is open, for a subscription about to come (the room's events
   * once its join is answered), so that one does not wait for the socket; without a subscription it
   * closes again WARM_SOCKET_MS later.
   */
  warm(): void;
}

/** How long the socket stays open after its last operation ended (a warm socket included). */
export const WARM_SOCKET_MS = 60_000;

/**
 * Kept on the Apollo client under a registered symbol, because the client crosses bundles (the shell
 * makes it, remotes receive it) while each bundle has its own copy of this module.
 */
const SOCKET_KEY = Symbol.for('canstring.gatewaySocket');

/** graphql-ws closes with this to reconnect at once with new connectionParams (its restart recipe). */
const RESTART_CODE = 4205;

export interface SocketHandle {
  close(code: number, reason: string): void;
}

/** The socket state behind createApolloClient: whether it is connected, the guest pass, the open socket. */
export const createGatewaySocket = (getToken: () => string | null | undefined) => {
  const status = createStore(false);
  let guestPass: string | null = null;
  let open: { socket: SocketHandle; token: string | null } | null = null;
  let opener: () => void = () => undefined;
  const tokenNow = () => getToken() || guestPass;

  const socket: GatewaySocket = {
    onStatus: status.subscribe,
    setGuestPass(token) {
      guestPass = token;
      if (open && open.token !== tokenNow()) open.socket.close(RESTART_CODE, 'Client Restart');
    },
    warm() {
      if (!open) opener();
    },
  };
  return {
    socket,
    /** How the socket is opened ahead of a subscription (the graphql-ws client's, once it is made). */
    openWith(open: () => void) {
      opener = open;
    },
    connectionParams: () => {
      const token = tokenNow();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    connected(handle: unknown) {
      open = { socket: handle as SocketHandle, token: tokenNow() };
      status.set(true);
    },
    closed() {
      open = null;
      status.set(false);
    },
  };
};

export const attachGatewaySocket = (client: ApolloClient, socket: GatewaySocket): void => {
  (client as unknown as Record<symbol, GatewaySocket>)[SOCKET_KEY] = socket;
};

/** The socket of a client made by createApolloClient; undefined for others (tests' stand-ins). */
export const gatewaySocketOf = (client: ApolloClient): GatewaySocket | undefined =>
  (client as unknown as Record<symbol, GatewaySocket | undefined>)[SOCKET_KEY];
