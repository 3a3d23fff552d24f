// Asks once for each picture of the recipes kept for cooking offline, a few at a time, so the service worker's
// image cache holds them (lib/offline-catalogue.ts lists them). Done by the page, whose requests the service
// worker is sure to see; failures are ignored.

const requestsAtOnce = 4;

export async function warmImages(urls: readonly string[]): Promise<void> {
  // Without a service worker nothing would keep them, and a cook who asked to save data has said no.
  if (!navigator.serviceWorker?.controller) return;
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const queue = [...urls];
  const requester = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      await fetch(url, { credentials: 'same-origin' }).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: requestsAtOnce }, requester));
}
