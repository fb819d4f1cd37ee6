import { Mic as node } from "lucide";
import { createIcon } from "../icon";

export const Mic = /* @__PURE__ */ createIcon("mic", node);
