// Every test file: screens under test get 5 s (not Testing Library's 1 s) to show what a test waits for,
// since two test files run at once on CI's two cores. A passing wait ends as soon as the element shows.
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
  // The toasts' code, which the app fetches with the first toast or at an idle moment, is there from the
  // start: a screen's toast shows in the same render, as the tests (some on fake timers) read it.
  const { loadToastList } = await import('../ui/toaster.tsx');
  await loadToastList();
}

export {};
