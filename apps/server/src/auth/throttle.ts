/** Counts failures per key in a sliding window. In memory; a shared store can implement the same interface. */
export interface FailureThrottle {
  isBlocked(key: string, now: number): boolean;
  recordFailure(key: string, now: number): void;
  reset(key: string): void;
}

export function createMemoryThrottle(maxFailures: number, windowMs: number): FailureThrottle {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => {
    const list = (failures.get(key) ?? []).filter((t) => t > now - windowMs);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };
  return {
    isBlocked: (key, now) => recent(key, now).length >= maxFailures,
    recordFailure(key, now) {
      const list = recent(key, now);
      list.push(now);
      failures.set(key, list);
      // Bound memory under a flood of distinct keys.
      if (failures.size > 100_000) failures.clear();
    },
    reset: (key) => void failures.delete(key),
  };
}
