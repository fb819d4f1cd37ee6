import { FlaskConical as node } from "lucide";
import { createIcon } from "../icon";

export const FlaskConical = /* @__PURE__ */ createIcon("flask-conical", node);
