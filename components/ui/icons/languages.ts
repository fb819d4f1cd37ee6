import { Languages as node } from "lucide";
import { createIcon } from "../icon";

export const Languages = /* @__PURE__ */ createIcon("languages", node);
