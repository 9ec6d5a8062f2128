import type { IncomingMessage } from 'node:http';

/**
 * The address a request comes from, for per-address limits. With `proxyHops` trusted proxies in
 * front (GATEWAY_TRUSTED_PROXY_HOPS), it is the X-Forwarded-For entry the outermost of them saw;
 * without, the socket's peer (a client cannot choose it by sending the header).
 */
export const clientAddress = (req: IncomingMessage, proxyHops: number): string => {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (proxyHops <= 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer];
  return chain[Math.max(0, chain.length - 1 - proxyHops)] as string;
};
