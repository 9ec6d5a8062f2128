const WINDOW_ID_KEY = 'canstring.room.windowId';

/**
 * This tab's window id: kept in sessionStorage so a reload stays the same window, while a second tab
 * of the same person is another one (the room lists each window once).
 */
export const roomWindowId = (storage: Storage = sessionStorage): string => {
  const kept = storage.getItem(WINDOW_ID_KEY);
  if (kept) return kept;
  const made = crypto.randomUUID();
  storage.setItem(WINDOW_ID_KEY, made);
  return made;
};
