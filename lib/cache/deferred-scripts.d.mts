export declare const FALLBACK_MS: number;
export declare function loaderScript(sources: string[]): string;
export declare function deferScriptsUntilPainted(html: string): string;
