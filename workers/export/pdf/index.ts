/**
 * The PDF machinery (pdfkit, fontkit, bidi-js: most of the Worker bundle's weight), imported with a dynamic
 * `import()` so its modules are evaluated only when a PDF is requested, not at every isolate start.
 */
export { loadPdfFonts } from "./fonts";
export { renderHandoverPdf } from "./render";
