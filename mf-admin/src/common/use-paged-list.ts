import { PAGE_SIZE } from '@canstring/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Page<T> {
  items: T[];
  total: number;
}

export type PageFetcher<T> = (offset: number, limit: number) => Promise<Page<T>>;

export interface PagedList<T> {
  items: T[];
  total: number;
  /** A page is on its way. */
  loading: boolean;
  /** The first page has arrived (or failed). */
  settled: boolean;
  hasMore: boolean;
  loadMore: () => void;
  /** Starts again from the first page. */
  reload: () => void;
  /** Changes loaded items in place (after an edit), without a new request. */
  patch: (change: (item: T) => T) => void;
}

interface State<T> {
  items: T[];
  total: number;
  loading: boolean;
  settled: boolean;
  failed: boolean;
}

const initial = { items: [], total: 0, loading: true, settled: false, failed: false };

/**
 * A list read PAGE_SIZE items at a time (offsets from 0). `key` names the query (sort, search…):
 * when it changes the list starts again, and answers to an older key are dropped.
 */
export const usePagedList = <T>(
  fetchPage: PageFetcher<T>,
  key: string,
  onError: (error: unknown) => void,
): PagedList<T> => {
  const [state, setState] = useState<State<T>>(initial);
  const [generation, setGeneration] = useState(0);
  const fetcher = useRef(fetchPage);
  fetcher.current = fetchPage;
  const report = useRef(onError);
  report.current = onError;
  const current = useRef({ key, generation, busy: false });

  const load = useCallback((offset: number) => {
    const asked = { ...current.current };
    current.current.busy = true;
    setState((s) => ({ ...s, loading: true }));
    fetcher.current(offset, PAGE_SIZE).then(
      (page) => {
        if (asked.key !== current.current.key || asked.generation !== current.current.generation) return;
        current.current.busy = false;
        setState((s) => ({
          items: offset === 0 ? page.items : [...s.items, ...page.items],
          total: page.total,
          loading: false,
          settled: true,
          failed: false,
        }));
      },
      (error: unknown) => {
        if (asked.key !== current.current.key || asked.generation !== current.current.generation) return;
        current.current.busy = false;
        setState((s) => ({ ...s, loading: false, settled: true, failed: true }));
        report.current(error);
      },
    );
  }, []);

  useEffect(() => {
    current.current = { key, generation, busy: false };
    setState(initial);
    load(0);
  }, [key, generation, load]);

  const hasMore = !state.failed && state.items.length < state.total;
  const loadMore = useCallback(() => {
    if (current.current.busy || !hasMore) return;
    load(state.items.length);
  }, [hasMore, load, state.items.length]);

  return {
    items: state.items,
    total: state.total,
    loading: state.loading,
    settled: state.settled,
    hasMore,
    loadMore,
    reload: useCallback(() => setGeneration((g) => g + 1), []),
    patch: useCallback(
      (change: (item: T) => T) => setState((s) => ({ ...s, items: s.items.map(change) })),
      [],
    ),
  };
};
