export declare function registerStaticBody(page: unknown, html: unknown): void;
export declare function staticBody(html: string): Buffer | undefined;
