import { Briefcase as node } from "lucide";
import { createIcon } from "../icon";

export const Briefcase = /* @__PURE__ */ createIcon("briefcase", node);
