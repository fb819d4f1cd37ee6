import { buttonVariants } from "@/components/ui/button";
import { LARGE_BUTTON_CLASSES } from "@/components/ui/button-classes";
import { cn } from "@/lib/utils";

test('the written-out large button classes are those <Button size="lg"> renders', () => {
  expect(LARGE_BUTTON_CLASSES).toBe(cn(buttonVariants({ size: "lg" })));
});
