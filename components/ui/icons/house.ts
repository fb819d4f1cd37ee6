import { House as node } from "lucide";
import { createIcon } from "../icon";

export const House = /* @__PURE__ */ createIcon("house", node);
