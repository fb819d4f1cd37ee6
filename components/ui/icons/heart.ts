import { Heart as node } from "lucide";
import { createIcon } from "../icon";

export const Heart = /* @__PURE__ */ createIcon("heart", node);
