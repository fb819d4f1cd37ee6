import { Flower2 as node } from "lucide";
import { createIcon } from "../icon";

export const Flower2 = /* @__PURE__ */ createIcon("flower-2", node);
