import { PAGE_SIZE } from '@canstring/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { type Page, usePagedList } from './use-paged-list';

interface Row {
  id: string;
}

const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: String(from + index) }));

/** Pages of a list of `total` rows; `shift` rows are added in front before the second page is read. */
const pagesOf =
  (total: number, shift = 0) =>
  async (offset: number, limit: number): Promise<Page<Row>> => {
    const moved = offset === 0 ? 0 : shift;
    return { items: rows(offset - moved, Math.min(limit, total - offset)), total };
  };

describe('usePagedList', () => {
  it('reads a page, then the next one when asked, until all are loaded', async () => {
    const { result } = renderHook(() => usePagedList(pagesOf(PAGE_SIZE + 3), 'all', () => undefined));
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(result.current.items).toHaveLength(PAGE_SIZE);
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(PAGE_SIZE + 3));
    expect(result.current.hasMore).toBe(false);
  });

  it('adds a row already loaded again without keyOf, and once with it', async () => {
    const fetchPage = pagesOf(PAGE_SIZE + 3, 2);
    const plain = renderHook(() => usePagedList(fetchPage, 'all', () => undefined));
    const keyed = renderHook(() =>
      usePagedList(
        fetchPage,
        'all',
        () => undefined,
        (row: Row) => row.id,
      ),
    );
    for (const { result } of [plain, keyed]) {
      await waitFor(() => expect(result.current.settled).toBe(true));
      act(() => result.current.loadMore());
      await waitFor(() => expect(result.current.loading).toBe(false));
    }
    expect(plain.result.current.items).toHaveLength(PAGE_SIZE + 3);
    expect(keyed.result.current.items).toHaveLength(PAGE_SIZE + 1);
  });

  it('changes the loaded rows in place, moving the total by the count changed', async () => {
    const { result } = renderHook(() => usePagedList(pagesOf(5), 'all', () => undefined));
    await waitFor(() => expect(result.current.settled).toBe(true));
    act(() => result.current.update((items) => items.filter((row) => row.id !== '0')));
    expect(result.current.items.map((row) => row.id)).toEqual(['1', '2', '3', '4']);
    expect(result.current.total).toBe(4);
  });

  it('reports a failed page and asks for no more', async () => {
    const onError = jest.fn();
    const failure = new Error('refused');
    const { result } = renderHook(() => usePagedList(() => Promise.reject(failure), 'all', onError));
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(onError).toHaveBeenCalledWith(failure);
    expect(result.current.hasMore).toBe(false);
  });
});
