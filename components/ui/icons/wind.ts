import { Wind as node } from "lucide";
import { createIcon } from "../icon";

export const Wind = /* @__PURE__ */ createIcon("wind", node);
