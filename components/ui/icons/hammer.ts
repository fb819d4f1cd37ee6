import { Hammer as node } from "lucide";
import { createIcon } from "../icon";

export const Hammer = /* @__PURE__ */ createIcon("hammer", node);
