import { ExternalLink as node } from "lucide";
import { createIcon } from "../icon";

export const ExternalLink = /* @__PURE__ */ createIcon("external-link", node);
