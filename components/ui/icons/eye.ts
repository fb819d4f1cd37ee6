import { Eye as node } from "lucide";
import { createIcon } from "../icon";

export const Eye = /* @__PURE__ */ createIcon("eye", node);
