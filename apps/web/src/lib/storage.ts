import { useSyncExternalStore } from 'react';

// Journey state lives in localStorage so a reload mid-pathway keeps what the person entered.
// Every key is namespaced so that "clear local storage" (SPEC §4 boot) only touches our journey keys.
const PREFIX = 'gg:';

function safeStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Private modes and sandboxed iframes may refuse storage; the journey still works in memory.
    return null;
  }
}

export interface PersistedValue<T> {
  get(): T;
  set(next: T | ((previous: T) => T)): void;
  /** Merges a partial object into the value (objects only). */
  patch(partial: Partial<T>): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
  use(): T;
}

const registry = new Map<string, { reset(): void; drop(): void; journey: boolean }>();

export function persisted<T>(
  key: string,
  defaults: T,
  options: { storage?: 'local' | 'session'; journey?: boolean; sanitise?: (value: T) => T } = {},
): PersistedValue<T> {
  const fullKey = `${PREFIX}${key}`;
  const listeners = new Set<() => void>();
  const sanitise = options.sanitise ?? ((value: T) => value);
  let cache: T | undefined;

  function read(): T {
    const raw = safeStorage(options.storage ?? 'local')?.getItem(fullKey);
    if (!raw) return defaults;
    try {
      const parsed = JSON.parse(raw) as T;
      if (defaults && typeof defaults === 'object' && !Array.isArray(defaults) && parsed && typeof parsed === 'object') {
        return { ...defaults, ...parsed };
      }
      return parsed;
    } catch {
      return defaults;
    }
  }

  const value: PersistedValue<T> = {
    get() {
      if (cache === undefined) cache = read();
      return cache;
    },
    set(next) {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(value.get()) : next;
      cache = resolved;
      try {
        safeStorage(options.storage ?? 'local')?.setItem(fullKey, JSON.stringify(sanitise(resolved)));
      } catch {
        // Quota errors must not break the journey.
      }
      listeners.forEach((listener) => listener());
    },
    patch(partial) {
      value.set((previous) => ({ ...previous, ...partial }));
    },
    reset() {
      cache = defaults;
      safeStorage(options.storage ?? 'local')?.removeItem(fullKey);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === fullKey) {
          cache = undefined;
          listener();
        }
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    use() {
      return useSyncExternalStore(value.subscribe, value.get, value.get);
    },
  };
  registry.set(fullKey, { reset: value.reset, drop: () => (cache = undefined), journey: options.journey ?? true });
  return value;
}

/** SPEC §4: boot clears local storage on landing and preview pages (journey keys only). */
export function clearJourneyStorage(): void {
  for (const entry of registry.values()) if (entry.journey) entry.reset();
}

/** Drops cached values so the next read comes from storage (tests and cross-tab changes). */
export function forgetCachedValues(): void {
  for (const entry of registry.values()) entry.drop();
}
