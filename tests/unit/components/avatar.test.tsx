/**
 * @jest-environment node
 */
// Avatars render with no client JavaScript (issue 20): the initials, and a picture laid over them
// when there is one, decorative (the name is always beside it).
import { renderToStaticMarkup } from "react-dom/server";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";

describe("Avatar", () => {
  it("shows the initials alone when there is no picture", () => {
    const html = renderToStaticMarkup(
      <Avatar className="size-12">
        <AvatarFallback className="font-semibold">MC</AvatarFallback>
      </Avatar>,
    );
    expect(html).toBe(
      '<span data-slot="avatar" class="relative flex shrink-0 overflow-hidden rounded-full size-12">' +
        '<span data-slot="avatar-fallback" class="flex size-full items-center justify-center rounded-full bg-secondary text-sm text-secondary-foreground font-semibold">MC</span></span>',
    );
  });

  it("lays a decorative picture over the initials, which show through until it loads or if it cannot", () => {
    const html = renderToStaticMarkup(
      <Avatar>
        <AvatarImage src="/api/avatars/u/1.png" />
        <AvatarFallback>MC</AvatarFallback>
      </Avatar>,
    );
    expect(html).toContain(
      '<img data-slot="avatar-image" src="/api/avatars/u/1.png" alt="" loading="lazy" class="absolute inset-0 size-full bg-background object-cover"/>',
    );
    expect(html.indexOf("<img")).toBeLessThan(html.indexOf(">MC<"));
    expect(html).toMatch(/^<span data-slot="avatar" class="relative /); // the picture is placed over the initials, and not preloaded
  });
});
