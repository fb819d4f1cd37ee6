import { Database as node } from "lucide";
import { createIcon } from "../icon";

export const Database = /* @__PURE__ */ createIcon("database", node);
