/** Saves a file the page holds under `fileName`, through a blob link the browser downloads. */
export const saveFile = (file: Blob, fileName: string): void => {
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the browser's download; a moment later it is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
};
