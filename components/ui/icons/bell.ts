import { Bell as node } from "lucide";
import { createIcon } from "../icon";

export const Bell = /* @__PURE__ */ createIcon("bell", node);
