import type { FlagWatch } from './detected-flag';

/**
 * The candidate left the exam's tab or window: the page went hidden (another tab, minimised) or the
 * window lost the focus to another one. One flag per absence: it is watched again once the page is
 * visible and focused.
 */
export const watchTabLeave =
  (doc: Document = document, win: Window = window): FlagWatch =>
  (report) => {
    let away = false;
    const leave = (detail: 'hidden' | 'blur') => {
      if (away) return;
      away = true;
      report({ kind: 'tabLeft', detail });
    };
    const onVisibility = () => {
      if (doc.visibilityState === 'hidden') leave('hidden');
      else if (doc.hasFocus()) away = false;
    };
    // A blur inside the page (into a frame of its own) keeps the document focused: not a leave.
    const onBlur = () => {
      if (!doc.hasFocus()) leave('blur');
    };
    const onFocus = () => {
      if (doc.visibilityState === 'visible') away = false;
    };
    doc.addEventListener('visibilitychange', onVisibility);
    win.addEventListener('blur', onBlur);
    win.addEventListener('focus', onFocus);
    return () => {
      doc.removeEventListener('visibilitychange', onVisibility);
      win.removeEventListener('blur', onBlur);
      win.removeEventListener('focus', onFocus);
    };
  };
