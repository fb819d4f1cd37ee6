import { Route as node } from "lucide";
import { createIcon } from "../icon";

export const Route = /* @__PURE__ */ createIcon("route", node);
