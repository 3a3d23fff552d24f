// The offline upkeep (lib/offline-catalogue.ts, offlineUpkeep) in a worker of its own, off the page's main
// thread: reading the catalogue's pages, checking them and writing them to IndexedDB made long tasks on a slow
// phone while the cook used the first screen. Told the cook's id, it answers the images to keep.
import { offlineUpkeep } from './offline-catalogue.ts';

// The worker's own global scope (the client's TypeScript types are the page's).
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage: (images: string[]) => void;
};

scope.onmessage = (event) => {
  void offlineUpkeep(event.data).then((images) => scope.postMessage(images));
};
