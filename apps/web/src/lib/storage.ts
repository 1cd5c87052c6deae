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

// The organiser's preview keeps every value in memory only: it stores nothing in the browser and
// ignores what other tabs store (decision 070).
let writesEnabled = true;

/** Turns browser storage writes on or off for every persisted value (off during a preview). */
export function setStorageWrites(enabled: boolean): void {
  writesEnabled = enabled;
}

// Journey keys written so far, kept in storage too: a screen that boots without the journey's modules
// loaded (the organiser's bulk upload) can still clear what an earlier page left behind.
const JOURNEY_KEYS = `${PREFIX}journey-keys`;
const noted = new Set<string>();

function noteJourneyKey(kind: 'local' | 'session', fullKey: string): void {
  const entry = `${kind}:${fullKey}`;
  if (noted.has(entry)) return;
  noted.add(entry);
  const store = safeStorage('local');
  try {
    const keys = new Set(JSON.parse(store?.getItem(JOURNEY_KEYS) ?? '[]') as string[]);
    keys.add(entry);
    store?.setItem(JOURNEY_KEYS, JSON.stringify([...keys]));
  } catch {
    // Without storage there is nothing to clear later either.
  }
}

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
        if (writesEnabled) safeStorage(options.storage ?? 'local')?.setItem(fullKey, JSON.stringify(sanitise(resolved)));
        if (options.journey ?? true) noteJourneyKey(options.storage ?? 'local', fullKey);
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
      if (writesEnabled) safeStorage(options.storage ?? 'local')?.removeItem(fullKey);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === fullKey && writesEnabled) {
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
  const local = safeStorage('local');
  try {
    for (const entry of JSON.parse(local?.getItem(JOURNEY_KEYS) ?? '[]') as string[]) {
      const [kind, ...rest] = entry.split(':');
      const key = rest.join(':');
      if (key.startsWith(PREFIX)) safeStorage(kind === 'session' ? 'session' : 'local')?.removeItem(key);
    }
    local?.removeItem(JOURNEY_KEYS);
  } catch {
    local?.removeItem(JOURNEY_KEYS);
  }
  noted.clear();
}

/**
 * Whether this browser stores any of our values (journey or not): a contributor step the server drew
 * for a person with nothing stored is hydrated only when this is false (decision 168).
 */
export function storesAnything(): boolean {
  const local = safeStorage('local');
  try {
    for (let index = 0; index < (local?.length ?? 0); index += 1) if (local?.key(index)?.startsWith(PREFIX)) return true;
    return false;
  } catch {
    return true;
  }
}

/** Drops cached values so the next read comes from storage (tests and cross-tab changes). */
export function forgetCachedValues(): void {
  for (const entry of registry.values()) entry.drop();
}
