/** Resolves in a later task: a break between two pieces of start-up work, so neither blocks the page for long. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
