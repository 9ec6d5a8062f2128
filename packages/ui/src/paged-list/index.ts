export { PagedListSentinel, type PagedListSentinelProps } from './paged-list-sentinel';
export { ScrollSentinel, type ScrollSentinelProps } from './scroll-sentinel';
export { type Page, type PagedList, type PageFetcher, usePagedList } from './use-paged-list';
export { SEARCH_DELAY_MS, useTypedSearch } from './use-typed-search';
