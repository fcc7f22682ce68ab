import { preloadVisitorInitialState } from './preload-initial-state';

preloadVisitorInitialState();

// A task boundary between the federation runtime's start (this chunk), evaluating the big modules and the shell, so no
// single task blocks the page for long: @shop/shared (the router, the API client, the stores), React DOM, the shell.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// The async boundary lets Module Federation negotiate the shared singletons before any of them runs.
void (async () => {
  await nextTask();
  await import('@shop/shared');
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('./bootstrap');
})();
