/** Saves bytes the app holds on the user's device under `name`, as a download. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser the moment it needs to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
