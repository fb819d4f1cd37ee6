import { Share2 as node } from "lucide";
import { createIcon } from "../icon";

export const Share2 = /* @__PURE__ */ createIcon("share-2", node);
