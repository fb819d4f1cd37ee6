import { PhoneCall as node } from "lucide";
import { createIcon } from "../icon";

export const PhoneCall = /* @__PURE__ */ createIcon("phone-call", node);
