import type { SharedPageSize } from '@canstring/contracts';
import { useEffect, useState } from 'react';
import type { StageFiles } from '../stage/stage-files';

export type PagePicture =
  | { state: 'loading' }
  | { state: 'shown'; url: string }
  | { state: 'failed'; message: string };

/** One page's picture of the shared document, read when the page is shown. */
export const usePagePicture = (files: StageFiles, page: number, size: SharedPageSize): PagePicture => {
  const [picture, setPicture] = useState<PagePicture & { page?: number }>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    setPicture({ state: 'loading' });
    files.pagePicture(page, size).then(
      (url) => current && setPicture({ state: 'shown', url }),
      (error: unknown) =>
        current && setPicture({ state: 'failed', message: error instanceof Error ? error.message : '' }),
    );
    return () => {
      current = false;
    };
  }, [files, page, size]);
  return picture;
};
