import { Map as node } from "lucide";
import { createIcon } from "../icon";

export const Map = /* @__PURE__ */ createIcon("map", node);
