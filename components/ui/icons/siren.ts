import { Siren as node } from "lucide";
import { createIcon } from "../icon";

export const Siren = /* @__PURE__ */ createIcon("siren", node);
