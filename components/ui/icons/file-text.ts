import { FileText as node } from "lucide";
import { createIcon } from "../icon";

export const FileText = /* @__PURE__ */ createIcon("file-text", node);
