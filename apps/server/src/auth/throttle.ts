/** Counts failures per key in a sliding window. In memory; a shared store can implement the same interface. */
export interface FailureThrottle {
  isBlocked(key: string, now: number): boolean;
  /** Failures of the key within the window. */
  count(key: string, now: number): number;
  recordFailure(key: string, now: number): void;
  reset(key: string): void;
  /** Keys currently held (for tests of the memory bound). */
  readonly size: number;
}

/**
 * Blocks a key once it has `maxFailures` failures within `windowMs`. Only the newest `maxFailures`
 * times are kept per key, and at most `maxKeys` keys: under a flood of distinct keys the least
 * recently failed keys are dropped first, so memory stays bounded without forgetting every key at once.
 */
export function createMemoryThrottle(maxFailures: number, windowMs: number, maxKeys = 100_000): FailureThrottle {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => {
    const list = (failures.get(key) ?? []).filter((t) => t > now - windowMs);
    if (list.length === 0) failures.delete(key);
    return list;
  };
  return {
    isBlocked: (key, now) => recent(key, now).length >= maxFailures,
    count: (key, now) => recent(key, now).length,
    recordFailure(key, now) {
      const list = recent(key, now);
      list.push(now);
      if (list.length > maxFailures) list.splice(0, list.length - maxFailures);
      // Re-inserting moves the key to the end, so the Map's order is least recently failed first.
      failures.delete(key);
      failures.set(key, list);
      for (const oldest of failures.keys()) {
        if (failures.size <= maxKeys) break;
        failures.delete(oldest);
      }
    },
    reset: (key) => void failures.delete(key),
    get size() {
      return failures.size;
    },
  };
}
