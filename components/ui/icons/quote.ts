import { Quote as node } from "lucide";
import { createIcon } from "../icon";

export const Quote = /* @__PURE__ */ createIcon("quote", node);
