import { Info as node } from "lucide";
import { createIcon } from "../icon";

export const Info = /* @__PURE__ */ createIcon("info", node);
