/** Process CPU time (user + system) in ms; `performance.now()` where `process` is absent. */
export function cpuTimeMs(): number {
  if (typeof process !== 'undefined' && typeof process.cpuUsage === 'function') {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  }
  return performance.now();
}
