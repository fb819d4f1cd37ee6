import { FileArchive as node } from "lucide";
import { createIcon } from "../icon";

export const FileArchive = /* @__PURE__ */ createIcon("file-archive", node);
