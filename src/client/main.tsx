// The app's entry. It starts the app in steps, each in a task of its own: React, then the app's modules (the
// router, the query cache, the shell's screens), then the first render. Evaluated as one module graph they
// were one task of 30–45 ms on a fast machine, four to eight times that on a slow phone: a long task right
// before the first screen. boot.js preloads every step's code at once, so the steps cost no extra download.
import './styles.css';
import { nextTask } from './lib/short-tasks.ts';

async function start(root: HTMLElement) {
  await import('react-dom/client');
  await nextTask();
  const { startApp } = await import('./app/start-app.tsx');
  await nextTask();
  startApp(root);
}

const root = document.getElementById('root');
if (root) void start(root);
