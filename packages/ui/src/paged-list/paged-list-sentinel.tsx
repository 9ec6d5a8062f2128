import { ScrollSentinel, type ScrollSentinelProps } from './scroll-sentinel';
import type { PagedList } from './use-paged-list';

export interface PagedListSentinelProps extends Pick<ScrollSentinelProps, 'name' | 'paddingY'> {
  list: Pick<PagedList<unknown>, 'items' | 'hasMore' | 'loading' | 'loadMore'>;
}

/** The sentinel under a paged list: the list's next page is asked for when it scrolls into view. */
export const PagedListSentinel = ({ name, list, paddingY }: PagedListSentinelProps) => (
  <ScrollSentinel
    name={name}
    active={list.hasMore}
    loading={list.loading}
    onVisible={list.loadMore}
    count={list.items.length}
    {...(paddingY ? { paddingY } : {})}
  />
);
