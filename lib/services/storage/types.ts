export interface StorageDriver {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** null when no object has that key. */
  get(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (a folder such as `cv/<userId>/`). */
  removePrefix(prefix: string): Promise<void>;
}
