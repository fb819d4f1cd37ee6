// Every server action, fuzzed signed out and as a support taker (tests/jest/fuzz-actions.ts).
import { fuzzServerActions } from "@/tests/jest/fuzz-actions";

fuzzServerActions(["signed out", "support taker"]);
