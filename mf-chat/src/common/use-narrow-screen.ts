import { MOBILE_MAX_WIDTH_PX } from '@canstring/contracts';
import { useEffect, useState } from 'react';

const query = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;
const matches = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** A width under 769 px (spec 3 §2): the chat list collapses while a chat is open. */
export const useNarrowScreen = (): boolean => {
  const [narrow, setNarrow] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(query);
    const onChange = () => setNarrow(media.matches);
    media.addEventListener('change', onChange);
    onChange();
    return () => media.removeEventListener('change', onChange);
  }, []);
  return narrow;
};
