import { IdCard as node } from "lucide";
import { createIcon } from "../icon";

export const IdCard = /* @__PURE__ */ createIcon("id-card", node);
