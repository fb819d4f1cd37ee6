import { CalendarDays as node } from "lucide";
import { createIcon } from "../icon";

export const CalendarDays = /* @__PURE__ */ createIcon("calendar-days", node);
