// The same screen as /assessment/roadmap (spec part 2 §2 "Roadmap").
export { default, metadata } from "../assessment/roadmap/page";
