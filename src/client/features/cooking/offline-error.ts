// An answer the recipes kept on this device could not give; its message is the Spanish text to show.
// Apart from offline-answers.ts so screens can recognise it without loading the store.
export class OfflineAnswerError extends Error {
  override name = 'OfflineAnswerError';
}
