import type { RemoteName } from '@canstring/contracts';
import { areaRoutes } from './routes';

const matches = (pattern: string, pathname: string): boolean => {
  const wanted = pattern.split('/');
  const given = pathname.replace(/\/+$/, '').split('/');
  if (pathname === '/' || wanted.length !== given.length) return false;
  return wanted.every((part, index) => part.startsWith(':') || part === given[index]);
};

/**
 * The area an address opens (the routes of shell-app, matched the same way): the chat at '/' when
 * signed in, none for an address that needs a session without one.
 */
export const areaOfPath = (pathname: string, signedIn: boolean): RemoteName | undefined => {
  if (pathname === '/') return signedIn ? 'chat' : undefined;
  const route = areaRoutes.find((candidate) => matches(candidate.path, pathname));
  return route && (route.public || signedIn) ? route.area : undefined;
};
