// The app's entry. It starts the app in steps, each in a task of its own: React, the router, then the app's
// modules (the query cache, the shell's screens), then the app itself (app/start-app.tsx, in steps too).
// Evaluated as one module graph they were one task of 30–45 ms on a fast machine, four to eight times that
// on a slow phone: a long task right before the first screen. boot.js preloads every step's code at once, so
// the steps cost no extra download.
import './styles.css';
import { nextTask } from './lib/short-tasks.ts';

async function start(root: HTMLElement) {
  await import('react-dom/client');
  await nextTask();
  // The router's chunk (vite.config.ts), ~13 ms to evaluate on a fast machine the first time. Asked for by
  // name, so the bundler keeps only what the app uses of it (a bare import keeps every export).
  await import('react-router').then(({ createBrowserRouter }) => createBrowserRouter);
  await nextTask();
  const { startApp } = await import('./app/start-app.tsx');
  await nextTask();
  await startApp(root);
}

const root = document.getElementById('root');
if (root) void start(root);
