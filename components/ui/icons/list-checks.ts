import { ListChecks as node } from "lucide";
import { createIcon } from "../icon";

export const ListChecks = /* @__PURE__ */ createIcon("list-checks", node);
