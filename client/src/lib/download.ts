/** Saves a blob under a file name through a temporary link, as a browser download. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click returns; give them a moment before revoking it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
