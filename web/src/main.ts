import { App } from './ui/App.js';
import { SolverClient } from './ui/SolverClient.js';

const status = document.getElementById('status');
// Anything that escapes is said in the page, never a blank page.
window.addEventListener('error', (e) => {
  if (status !== null) status.textContent = `error: ${e.message}`;
});
window.addEventListener('unhandledrejection', (e) => {
  if (status !== null)
    status.textContent = `error: ${e.reason instanceof Error ? e.reason.message : String(e.reason)}`;
});

const client = new SolverClient(
  () => new Worker(new URL('./worker/solverWorker.ts', import.meta.url), { type: 'module', name: 'solver' }),
  () => new Worker(new URL('./worker/satWorker.ts', import.meta.url), { type: 'module', name: 'sat' }),
);
const app = new App(client);
app.start();
// Tests and the curious can reach the app from the console.
(window as unknown as { playground: App }).playground = app;
