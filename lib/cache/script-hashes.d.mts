export declare const HASH_POLICY_HEADER: "content-security-policy";
export declare function inlineScripts(html: string): string[];
export declare function scriptHashSource(text: string): string;
export declare function scriptHashPolicy(html: string): string;
export declare function withScriptHashPolicy<T extends { kind?: string; html?: unknown; headers?: Record<string, unknown> } | null | undefined>(value: T): T;
