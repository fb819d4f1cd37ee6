import { Flag as node } from "lucide";
import { createIcon } from "../icon";

export const Flag = /* @__PURE__ */ createIcon("flag", node);
