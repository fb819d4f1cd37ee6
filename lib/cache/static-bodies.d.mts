export declare function registerStaticBody(html: unknown): void;
export declare function staticBody(html: string): Buffer | undefined;
