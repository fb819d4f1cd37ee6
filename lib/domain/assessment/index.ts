// The guided assessment's rules (spec part 2 §2, §4, §5, §9): no I/O, all unit tested.
// (./safety.ts is imported on its own: it reads the story with the crisis detector, which
// belongs on the server, not in the browser bundle.)
export * from "./stages";
export * from "./questions";
export * from "./answers";
export * from "./scoring";
export * from "./risk";
export * from "./case-type";
export * from "./flow";
export * from "./summary";
export * from "./safety-triggers";
