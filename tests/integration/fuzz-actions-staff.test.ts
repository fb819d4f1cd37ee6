// Every server action, fuzzed as a supporter and as an admin (tests/jest/fuzz-actions.ts).
import { fuzzServerActions } from "@/tests/jest/fuzz-actions";

fuzzServerActions(["supporter", "admin"]);
