import type { FlagWatch } from './detected-flag';

/**
 * The candidate left fullscreen (the page asks for it at Start Test): flagged only when the page was
 * in fullscreen before, so a browser that refused fullscreen raises nothing.
 */
export const watchFullscreenLeave =
  (doc: Document = document): FlagWatch =>
  (report) => {
    let wasFullscreen = Boolean(doc.fullscreenElement);
    const onChange = () => {
      const now = Boolean(doc.fullscreenElement);
      if (wasFullscreen && !now) report({ kind: 'fullscreenLeft' });
      wasFullscreen = now;
    };
    doc.addEventListener('fullscreenchange', onChange);
    return () => doc.removeEventListener('fullscreenchange', onChange);
  };
