export { ScrollSentinel, type ScrollSentinelProps } from './scroll-sentinel';
export { type Page, type PagedList, type PageFetcher, usePagedList } from './use-paged-list';
