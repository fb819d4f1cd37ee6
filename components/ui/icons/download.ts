import { Download as node } from "lucide";
import { createIcon } from "../icon";

export const Download = /* @__PURE__ */ createIcon("download", node);
