import { Trophy as node } from "lucide";
import { createIcon } from "../icon";

export const Trophy = /* @__PURE__ */ createIcon("trophy", node);
