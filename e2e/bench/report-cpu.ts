// Preloaded (`--import`) into every server process bench/upload.ts starts: answers 'cpu' over IPC with this process's
// CPU time, so the bench can say which process an upload's cost lands in (less at the mercy of a busy machine than MB/s).
if (!process.send) throw new Error('Started by bench/upload.ts only (needs an IPC channel)');
process.on('message', (message) => message === 'cpu' && process.send!({ cpu: process.cpuUsage() }));
