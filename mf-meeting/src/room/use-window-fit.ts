import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The height that takes an element from where it starts to the window's bottom edge: what is above
 * it (the shell's header) stays, and the element fills the rest, so the page never scrolls. Followed
 * as the window turns or resizes and as what is above changes height.
 */
export const useWindowFit = (place: RefObject<HTMLElement | null>): string => {
  const [height, setHeight] = useState('100dvh');
  useLayoutEffect(() => {
    const element = place.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(`${Math.max(0, Math.floor(window.innerHeight - top))}px`);
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [place]);
  return height;
};
