import { Wrench as node } from "lucide";
import { createIcon } from "../icon";

export const Wrench = /* @__PURE__ */ createIcon("wrench", node);
