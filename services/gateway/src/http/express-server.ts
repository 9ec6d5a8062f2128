import http from 'node:http';
import type { Socket } from 'node:net';
import type { Express, Request, Response } from 'express';

/**
 * One route answered before the app's router: requests with this method and exactly this path (a
 * query string allowed) go to `answer` with the app's request and response; every other request
 * goes to the app. The app should still route the path, for the spellings Express also matches
 * (a trailing slash, other letter case).
 */
export interface DirectRoute {
  method: string;
  path: string;
  answer(req: Request, res: Response): void;
}

const takes = (route: DirectRoute, req: http.IncomingMessage): boolean => {
  const url = req.url ?? '';
  return (
    req.method === route.method &&
    url.startsWith(route.path) &&
    (url.length === route.path.length || url[route.path.length] === '?')
  );
};

/**
 * An http.Server for an Express app whose requests and responses are created with the app's
 * prototypes from the start. Express otherwise swaps the prototype of every request and response
 * it handles, which defeats V8's inline caches throughout node:http; in the gateway bench that
 * swap cost more CPU per request than routing itself. Express still sets the same prototype, so
 * its behaviour is unchanged.
 *
 * With a `direct` route, that route's requests skip the app's per-request set-up and router (a
 * final handler, a layer walk with path matching and debug calls: about 5 % of the gateway's CPU a
 * request in the gateway bench); they get the links Express gives every request (`req.res`,
 * `res.req`, `res.locals`) and nothing else.
 */
export const createExpressServer = (app: Express, direct?: DirectRoute): http.Server => {
  function ExpressRequest(this: http.IncomingMessage, socket: Socket) {
    http.IncomingMessage.call(this, socket);
  }
  ExpressRequest.prototype = app.request;
  function ExpressResponse(this: http.ServerResponse, req: http.IncomingMessage, options?: object) {
    // Node passes options (highWaterMark, …) that its typings do not declare.
    (http.ServerResponse as unknown as (this: unknown, ...args: unknown[]) => void).call(this, req, options);
  }
  ExpressResponse.prototype = app.response;
  const handle = (incoming: http.IncomingMessage, outgoing: http.ServerResponse): void => {
    if (!direct || !takes(direct, incoming)) {
      app(incoming, outgoing);
      return;
    }
    const req = incoming as Request;
    const res = outgoing as Response;
    req.res = res;
    res.req = req;
    res.locals = Object.create(null);
    direct.answer(req, res);
  };
  return http.createServer(
    {
      IncomingMessage: ExpressRequest as unknown as typeof http.IncomingMessage,
      ServerResponse: ExpressResponse as unknown as typeof http.ServerResponse,
    },
    handle,
  );
};
