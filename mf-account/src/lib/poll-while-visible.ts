/**
 * Calls `refresh` every `intervalMs` while the page is visible: nothing while the tab is hidden, and once at once when
 * it shows again (a reply may have come meanwhile). Gives the function that stops it.
 */
export function pollWhileVisible(refresh: () => void, intervalMs: number, page: Document = document): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const start = () => {
    timer ??= setInterval(refresh, intervalMs);
  };
  const pause = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const onVisibilityChange = () => {
    if (page.visibilityState !== 'visible') return pause();
    refresh();
    start();
  };
  if (page.visibilityState === 'visible') start();
  page.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    pause();
    page.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
