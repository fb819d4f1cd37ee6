import { ImageUp as node } from "lucide";
import { createIcon } from "../icon";

export const ImageUp = /* @__PURE__ */ createIcon("image-up", node);
