import { FileX as node } from "lucide";
import { createIcon } from "../icon";

export const FileX = /* @__PURE__ */ createIcon("file-x", node);
