import { Box, Spinner } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

export interface ScrollSentinelProps {
  /** Names the sentinel's test id (`<name>-more`). */
  name: string;
  /** More can be loaded now. */
  active: boolean;
  loading: boolean;
  onVisible: () => void;
  /** Changes when items were added, so a sentinel still in view asks again. */
  count: number;
  /** The room above and below its spinner (a theme space: '2' under a form's list, '1' in a narrow panel). */
  paddingY?: '1' | '2';
}

/**
 * Sits at the end of a list (under it, or above a chat's messages); when it scrolls into view the
 * next page is asked for. The observer is made anew after each page, since one already in view
 * reports nothing new.
 */
export const ScrollSentinel = ({
  name,
  active,
  loading,
  onVisible,
  count,
  paddingY = '2',
}: ScrollSentinelProps) => {
  const ref = useRef<HTMLDivElement>(null);
  const visible = useRef(onVisible);
  visible.current = onVisible;
  // biome-ignore lint/correctness/useExhaustiveDependencies: count re-arms the observer after each page
  useEffect(() => {
    const element = ref.current;
    if (!element || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) visible.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, count]);
  return (
    <Box ref={ref} data-testid={`${name}-more`} minHeight="1px" paddingY={paddingY} textAlign="center">
      {loading && <Spinner size="sm" />}
    </Box>
  );
};
