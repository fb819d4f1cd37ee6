export * from "./content";
export * from "./chain";
export * from "./files";
export * from "./shares";
export * from "./access";
export * from "./export-link";
export * from "./export-mail";
export * from "./timeline";
