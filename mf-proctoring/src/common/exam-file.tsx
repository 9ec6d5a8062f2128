import { Box, chakra, Skeleton } from '@chakra-ui/react';
import { createContext, useContext, useEffect, useState } from 'react';

/** Reads an exam's file (a still, by its path) with the signed-in session's bearer. */
export type ExamFileLoader = (path: string) => Promise<Blob>;

const ExamFileContext = createContext<ExamFileLoader | null>(null);

/** Gives the screens below the way to read an exam's files. */
export const ExamFileProvider = ExamFileContext.Provider;

/** An exam's picture (a flag's still): read with the bearer, shown from an object URL. */
export const ExamPicture = ({
  path,
  alt,
  testId,
  kind,
  maxHeight = '32',
}: {
  path: string;
  alt: string;
  testId: string;
  kind: string;
  maxHeight?: string;
}) => {
  const load = useContext(ExamFileContext);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!load) return;
    let live = true;
    let made: string | null = null;
    setFailed(false);
    load(path).then(
      (blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [load, path]);
  if (failed) return null;
  if (!url) return <Skeleton height="16" width="24" data-testid={`${testId}-loading`} />;
  return (
    <Box>
      <chakra.img
        src={url}
        alt={alt}
        data-testid={testId}
        data-kind={kind}
        maxHeight={maxHeight}
        borderRadius="sm"
        borderWidth="1px"
      />
    </Box>
  );
};
