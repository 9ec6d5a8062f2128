import type { RemoteName } from '@canstring/contracts';

export interface AreaRoute {
  path: string;
  area: RemoteName;
  /** Open without a session (join links, the thank-you page, exam links). */
  public: boolean;
}

/**
 * The shell's routes (spec 3 §2), matched exactly. '/' is handled apart: the chat area when
 * signed in, the landing page otherwise.
 */
export const areaRoutes: readonly AreaRoute[] = [
  { path: '/join/:room', area: 'meeting', public: true },
  { path: '/join/:room/:userName', area: 'meeting', public: true },
  { path: '/join/:room/:userName/:temphostid', area: 'meeting', public: true },
  { path: '/host/:room', area: 'meeting', public: false },
  { path: '/host/:room/:userName', area: 'meeting', public: false },
  { path: '/createroom', area: 'admin', public: false },
  { path: '/thankyou', area: 'meeting', public: true },
  { path: '/Thankyou', area: 'meeting', public: true },
  { path: '/record', area: 'meeting', public: false },
  // An exam admits only its examiner and its class's members: both views need a signed-in member.
  { path: '/proctoring/candidate', area: 'proctoring', public: false },
  { path: '/proctoring/examinor', area: 'proctoring', public: false },
  { path: '/lessons', area: 'lessons', public: false },
];
