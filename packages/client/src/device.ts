import { browserSupport, MOBILE_MAX_WIDTH_PX } from '@canstring/contracts';

/** Mobile when the user agent says so or the screen is narrower than 769 px (spec 1 §2). */
export const isMobileDevice = (userAgent: string, width: number): boolean =>
  browserSupport(userAgent).mobile || width <= MOBILE_MAX_WIDTH_PX;

export const deviceKind = (userAgent: string, width: number): string =>
  isMobileDevice(userAgent, width) ? 'mobile' : 'web';
