import { Lock as node } from "lucide";
import { createIcon } from "../icon";

export const Lock = /* @__PURE__ */ createIcon("lock", node);
