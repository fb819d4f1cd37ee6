export declare function prepareStaticPage<T extends { kind?: string; html?: unknown; headers?: Record<string, unknown> } | null | undefined>(value: T): T;
