import { type ClosedLoopOptions, runClosedLoop } from './closed-loop';
import { Http1Connection, jsonPost } from './http1-connection';
import type { RunFigures } from './stats';

/**
 * Sends one authenticated GraphQL operation from `concurrency` keep-alive connections, each sending
 * its next request as soon as the last is answered; every answer must be 200 with data, no errors.
 */
export const loadGraphql = async (
  url: string,
  token: string,
  query: string,
  options: ClosedLoopOptions,
): Promise<RunFigures> => {
  const target = new URL(url);
  const request = jsonPost(target, { authorization: `Bearer ${token}` }, JSON.stringify({ query }));
  const idle = await Promise.all(
    Array.from({ length: options.concurrency }, () =>
      Http1Connection.open(target.hostname, Number(target.port), request),
    ),
  );
  const all = [...idle];
  const send = async () => {
    const connection = idle.pop();
    if (!connection) throw new Error('more requests in flight than connections');
    try {
      const answer = await connection.send();
      if (answer.status !== 200 || answer.body.includes('"errors"')) {
        throw new Error(`${answer.status} ${answer.body}`);
      }
    } finally {
      idle.push(connection);
    }
  };
  try {
    return await runClosedLoop(options, send);
  } finally {
    for (const c of all) c.close();
  }
};
