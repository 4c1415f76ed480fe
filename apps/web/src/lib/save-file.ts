/** Saves a blob (a receipt PDF, a CSV export) under a file name, as a click on a download link would. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: the browser reads the blob after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
