import { Upload as node } from "lucide";
import { createIcon } from "../icon";

export const Upload = /* @__PURE__ */ createIcon("upload", node);
