// Preloaded (`--import`) into every server process bench/upload.ts starts: answers 'cpu' over IPC with this process's
// CPU time and the full garbage collections it has run, so the bench can say which process an upload's cost lands in
// (less at the mercy of a busy machine than MB/s).
import { PerformanceObserver, constants, type PerformanceEntry } from 'node:perf_hooks';

if (!process.send) throw new Error('Started by bench/upload.ts only (needs an IPC channel)');
let fullGcs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries() as Array<PerformanceEntry & { detail?: { kind?: number } }>)
    if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) fullGcs += 1;
}).observe({ entryTypes: ['gc'] });
process.on('message', (message) => message === 'cpu' && process.send!({ cpu: process.cpuUsage(), fullGcs }));
