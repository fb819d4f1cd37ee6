import { Plus as node } from "lucide";
import { createIcon } from "../icon";

export const Plus = /* @__PURE__ */ createIcon("plus", node);
