import { Printer as node } from "lucide";
import { createIcon } from "../icon";

export const Printer = /* @__PURE__ */ createIcon("printer", node);
