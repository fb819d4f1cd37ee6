import { Phone as node } from "lucide";
import { createIcon } from "../icon";

export const Phone = /* @__PURE__ */ createIcon("phone", node);
