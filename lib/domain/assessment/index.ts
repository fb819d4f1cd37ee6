// The guided assessment's rules (spec part 2 §2, §4, §5, §9): no I/O, all unit tested.
export * from "./stages";
export * from "./questions";
export * from "./answers";
export * from "./scoring";
export * from "./risk";
export * from "./case-type";
export * from "./flow";
export * from "./summary";
