import { browserSupport } from './browser-support';
import { messages } from './messages';

const ua = {
  chromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 Edg/156.0.0.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:130.0) Gecko/130.0 Firefox/130.0',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  firefoxIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/130.0 Mobile/15E148 Safari/605.1.15',
};

describe('browserSupport', () => {
  it('allows calling and screen sharing on desktop Chrome without a warning', () => {
    const s = browserSupport(ua.chromeLinux);
    expect(s).toMatchObject({ platform: 'linux', browser: 'chrome', mobile: false, callingSupported: true });
    expect(s.screenShareSupported).toBe(true);
    expect(s.warning).toBeUndefined();
  });

  it('refuses calling on Edge but lets it share the screen', () => {
    const s = browserSupport(ua.edgeWindows);
    expect(s.browser).toBe('edge');
    expect(s.callingSupported).toBe(false);
    expect(s.screenShareSupported).toBe(true);
  });

  it('warns desktop Safari users towards Chrome or Firefox', () => {
    const s = browserSupport(ua.safariMac);
    expect(s.callingSupported).toBe(true);
    expect(s.warning).toBe(messages.desktopSafariWarning);
  });

  it('needs Chrome on Android', () => {
    expect(browserSupport(ua.firefoxAndroid).callingRefusal).toBe(messages.androidNeedsChrome);
    expect(browserSupport(ua.chromeAndroid)).toMatchObject({ callingSupported: true, mobile: true });
  });

  it('needs Safari on iOS and never offers screen sharing on phones', () => {
    expect(browserSupport(ua.firefoxIphone).callingRefusal).toBe(messages.iosNeedsSafari);
    const s = browserSupport(ua.safariIphone);
    expect(s).toMatchObject({ callingSupported: true, mobile: true, screenShareSupported: false });
  });
});
