import { LoaderCircle as node } from "lucide";
import { createIcon } from "../icon";

export const LoaderCircle = /* @__PURE__ */ createIcon("loader-circle", node);
