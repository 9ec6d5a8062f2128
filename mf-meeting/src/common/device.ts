import { isMobileDevice } from '@canstring/client';

/** Whether this browser is a phone (spec 1 §2: the user agent, or a width under 769 px). */
export const onMobile = (): boolean => isMobileDevice(navigator.userAgent, window.innerWidth);
