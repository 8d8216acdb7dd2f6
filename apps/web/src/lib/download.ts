/** Saves a file made or fetched in the browser through a temporary download link. */
export function saveFile(blob: Blob, fileName: string) {
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns: free the address a little later.
  setTimeout(() => URL.revokeObjectURL(address), 1000);
}
