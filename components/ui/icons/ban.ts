import { Ban as node } from "lucide";
import { createIcon } from "../icon";

export const Ban = /* @__PURE__ */ createIcon("ban", node);
