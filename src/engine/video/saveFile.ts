/** Hands a file the page made to the browser's downloads (a link with `download`, clicked). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now in every browser; a minute leaves room for a slow one.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
