export declare const FALLBACK_MS: number;
export declare const FIRST_INPUT_EVENTS: string[];
export declare function couldSendFormBeforeHydration(html: string): boolean;
export declare function loaderScript(sources: string[]): string;
export declare function deferScriptsUntilPainted(html: string): string;
