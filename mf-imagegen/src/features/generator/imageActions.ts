/** Copies the image's URL; resolves false when the browser refuses (no permission, no clipboard). */
export async function copyImageUrl(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    return false;
  }
}

/** Fetches the image and saves it as `<page key>.webp` (SPEC section 7). */
export async function downloadImage(url: string, pageKey: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    if (!response.ok) return false;
    const blob = await response.blob();
    const objectUrl = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = `${pageKey}.webp`;
    document.body.append(link);
    link.click();
    link.remove();
    // Give the browser the time to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
    return true;
  } catch {
    return false;
  }
}
