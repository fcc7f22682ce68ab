export type PathPrefetcher = (path: string) => Promise<unknown> | void;

let prefetcher: PathPrefetcher | undefined;

/** The shell registers how to warm up a path (load the remote that owns it and the route's code). */
export function setPathPrefetcher(next: PathPrefetcher | undefined): void {
  prefetcher = next;
}

/** Warms up a path; failures are logged, never thrown (a prefetch is only a hint). */
export function prefetchPath(path: string): void {
  if (!prefetcher) return;
  try {
    Promise.resolve(prefetcher(path)).catch((error: unknown) => console.error(`Prefetch of ${path} failed`, error));
  } catch (error) {
    console.error(`Prefetch of ${path} failed`, error);
  }
}
