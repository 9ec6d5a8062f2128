import http from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

/**
 * An http.Server for an Express app whose requests and responses are created with the app's
 * prototypes from the start. Express otherwise swaps the prototype of every request and response
 * it handles, which defeats V8's inline caches throughout node:http; in the gateway bench that
 * swap cost more CPU per request than routing itself. Express still sets the same prototype, so
 * its behaviour is unchanged.
 */
export const createExpressServer = (app: Express): http.Server => {
  function ExpressRequest(this: http.IncomingMessage, socket: Socket) {
    http.IncomingMessage.call(this, socket);
  }
  ExpressRequest.prototype = app.request;
  function ExpressResponse(this: http.ServerResponse, req: http.IncomingMessage, options?: object) {
    // Node passes options (highWaterMark, …) that its typings do not declare.
    (http.ServerResponse as unknown as (this: unknown, ...args: unknown[]) => void).call(this, req, options);
  }
  ExpressResponse.prototype = app.response;
  return http.createServer(
    {
      IncomingMessage: ExpressRequest as unknown as typeof http.IncomingMessage,
      ServerResponse: ExpressResponse as unknown as typeof http.ServerResponse,
    },
    app,
  );
};
