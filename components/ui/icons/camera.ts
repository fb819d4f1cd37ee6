import { Camera as node } from "lucide";
import { createIcon } from "../icon";

export const Camera = /* @__PURE__ */ createIcon("camera", node);
