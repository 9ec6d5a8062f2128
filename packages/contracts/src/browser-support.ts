import { messages } from './messages';

export type Platform = 'android' | 'ios' | 'windows' | 'mac' | 'linux' | 'other';
export type Browser = 'chrome' | 'firefox' | 'safari' | 'edge' | 'other';

export interface BrowserSupport {
  platform: Platform;
  browser: Browser;
  mobile: boolean;
  /** Video and audio calls may be started or joined. */
  callingSupported: boolean;
  /** Why calling is refused, shown to the person. */
  callingRefusal?: string;
  /** A recommendation shown on desktop browsers that work but are not preferred. */
  warning?: string;
  screenShareSupported: boolean;
}

const platformOf = (ua: string): Platform => {
  if (/Android/i.test(ua)) return 'android';
  if (/iPhone|iPad|iPod/i.test(ua)) return 'ios';
  if (/Windows/i.test(ua)) return 'windows';
  if (/Macintosh|Mac OS X/i.test(ua)) return 'mac';
  if (/Linux|X11|CrOS/i.test(ua)) return 'linux';
  return 'other';
};

const browserOf = (ua: string): Browser => {
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'edge';
  if (/Firefox\/|FxiOS\//.test(ua)) return 'firefox';
  if (/OPR\/|SamsungBrowser\/|UCBrowser\/|YaBrowser\//.test(ua)) return 'other';
  if (/Chrome\/|CriOS\/|Chromium\//.test(ua)) return 'chrome';
  if (/Safari\//.test(ua)) return 'safari';
  return 'other';
};

/**
 * The browser rules of the specification in one place:
 * calling is off on Edge, on Android outside Chrome and on iOS outside Safari or Chrome (both WebKit);
 * desktop browsers other than Chrome get a recommendation; screen sharing needs a desktop
 * Windows, Mac or Linux browser among Chrome, Firefox, Safari and Edge.
 */
export const browserSupport = (userAgent: string): BrowserSupport => {
  const platform = platformOf(userAgent);
  const browser = browserOf(userAgent);
  const mobile = platform === 'android' || platform === 'ios' || /Mobi/i.test(userAgent);
  const desktop = platform === 'windows' || platform === 'mac' || platform === 'linux';

  let callingRefusal: string | undefined;
  if (platform === 'android' && browser !== 'chrome') callingRefusal = messages.androidNeedsChrome;
  else if (platform === 'ios' && browser !== 'safari' && browser !== 'chrome')
    callingRefusal = messages.iosNeedsSafari;
  else if (browser === 'edge') callingRefusal = messages.generalFailure;

  const warning =
    desktop && !callingRefusal && browser !== 'chrome' && browser !== 'firefox'
      ? messages.desktopSafariWarning
      : undefined;

  return {
    platform,
    browser,
    mobile,
    callingSupported: callingRefusal === undefined,
    ...(callingRefusal ? { callingRefusal } : {}),
    ...(warning ? { warning } : {}),
    screenShareSupported: desktop && !mobile && browser !== 'other',
  };
};
