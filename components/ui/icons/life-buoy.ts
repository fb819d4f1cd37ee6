import { LifeBuoy as node } from "lucide";
import { createIcon } from "../icon";

export const LifeBuoy = /* @__PURE__ */ createIcon("life-buoy", node);
