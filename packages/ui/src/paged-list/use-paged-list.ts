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
  /** Changes the loaded items without a request (an edit, a live update); `total` moves by the count's change. */
  update: (change: (items: T[]) => T[]) => void;
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
 * when it changes the list starts again, and answers to an older key are dropped. With `keyOf`, a
 * page's items whose key is already loaded are not added twice (a list that moves while it is read).
 */
export const usePagedList = <T>(
  fetchPage: PageFetcher<T>,
  key: string,
  onError: (error: unknown) => void,
  keyOf?: (item: T) => string,
): PagedList<T> => {
  const [state, setState] = useState<State<T>>(initial);
  const [generation, setGeneration] = useState(0);
  const fetcher = useRef(fetchPage);
  fetcher.current = fetchPage;
  const report = useRef(onError);
  report.current = onError;
  const identify = useRef(keyOf);
  identify.current = keyOf;
  const current = useRef({ key, generation, busy: false });

  const load = useCallback((offset: number) => {
    const asked = { ...current.current };
    current.current.busy = true;
    setState((s) => ({ ...s, loading: true }));
    const stale = () => asked.key !== current.current.key || asked.generation !== current.current.generation;
    fetcher.current(offset, PAGE_SIZE).then(
      (page) => {
        if (stale()) return;
        current.current.busy = false;
        setState((s) => {
          const held = offset === 0 ? [] : s.items;
          const keyOfItem = identify.current;
          const seen = keyOfItem && new Set(held.map(keyOfItem));
          const fresh = seen ? page.items.filter((item) => !seen.has(keyOfItem(item))) : page.items;
          return {
            items: [...held, ...fresh],
            total: page.total,
            loading: false,
            settled: true,
            failed: false,
          };
        });
      },
      (error: unknown) => {
        if (stale()) return;
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

  const hasMore = !state.failed && state.settled && state.items.length < state.total;
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
    update: useCallback(
      (change: (items: T[]) => T[]) =>
        setState((s) => {
          const items = change(s.items);
          return { ...s, items, total: Math.max(0, s.total + items.length - s.items.length) };
        }),
      [],
    ),
  };
};
