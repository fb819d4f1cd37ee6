import localFont from "next/font/local";

// Inter's Latin letters, as next/font serves them (issue 20): the file is preloaded from the
// page's <head> instead of being found only once the stylesheet is read, and until it arrives
// the text is drawn in a fallback sized to Inter's measure, so the swap does not move the page
// (the landing page's largest text was painted a second time when Inter arrived late).
// Letters outside Latin still come from @fontsource-variable/inter (app/globals.css), by the
// same name further down the font stack.
export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  style: "normal",
  display: "swap",
  variable: "--font-inter",
  adjustFontFallback: "Arial",
});
