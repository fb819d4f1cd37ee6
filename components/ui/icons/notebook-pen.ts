import { NotebookPen as node } from "lucide";
import { createIcon } from "../icon";

export const NotebookPen = /* @__PURE__ */ createIcon("notebook-pen", node);
