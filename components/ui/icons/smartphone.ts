import { Smartphone as node } from "lucide";
import { createIcon } from "../icon";

export const Smartphone = /* @__PURE__ */ createIcon("smartphone", node);
