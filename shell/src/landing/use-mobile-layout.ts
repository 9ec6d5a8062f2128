import { isMobileDevice } from '@canstring/client';
import { useEffect, useState } from 'react';

/** True on a phone: a mobile user agent or a window narrower than 769 px, re-checked on resize. */
export const useMobileLayout = (): boolean => {
  const check = () => isMobileDevice(navigator.userAgent, window.innerWidth);
  const [mobile, setMobile] = useState(check);
  useEffect(() => {
    const onResize = () => setMobile(check());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  });
  return mobile;
};
