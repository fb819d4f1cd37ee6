import { FileDown as node } from "lucide";
import { createIcon } from "../icon";

export const FileDown = /* @__PURE__ */ createIcon("file-down", node);
