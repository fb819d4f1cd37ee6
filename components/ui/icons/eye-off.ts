import { EyeOff as node } from "lucide";
import { createIcon } from "../icon";

export const EyeOff = /* @__PURE__ */ createIcon("eye-off", node);
