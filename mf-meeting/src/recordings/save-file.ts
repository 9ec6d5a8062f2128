/** Saves a file the page holds under `fileName`, through a blob link the browser downloads. */
export const saveFile = (file: Blob, fileName: string): void => {
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }
};
