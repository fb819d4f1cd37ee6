import { ImagePlus as node } from "lucide";
import { createIcon } from "../icon";

export const ImagePlus = /* @__PURE__ */ createIcon("image-plus", node);
