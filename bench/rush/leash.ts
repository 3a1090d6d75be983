/**
 * Imported (`node --import`) by the server processes bench/rush/cluster.ts starts with an IPC channel: when that
 * process ends, however it ends, the channel closes and the server stops as on SIGTERM.
 */
process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
