// Every test file: screens under test get 5 s (not Testing Library's 1 s) to show what a test waits for,
// since two test files run at once on CI's two cores. A passing wait ends as soon as the element shows.
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}

export {};
