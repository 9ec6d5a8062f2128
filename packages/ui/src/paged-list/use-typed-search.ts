import { useCallback, useEffect, useState } from 'react';

/** Typing settles for this long before a list is searched again. */
export const SEARCH_DELAY_MS = 300;

/** What is typed in a search box, and the search (trimmed) it settles to once typing pauses for SEARCH_DELAY_MS. */
export const useTypedSearch = () => {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);
  /** Empties the box and drops the search at once. */
  const clear = useCallback(() => {
    setTyped('');
    setSearch('');
  }, []);
  return { typed, setTyped, search, clear };
};
