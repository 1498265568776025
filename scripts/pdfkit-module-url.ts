import type { Plugin } from "vite";

// pdfkit's browser build works out, as it loads, the address of a colour profile it reads only for
// PDF/A (which the invoices are not) from `import.meta.url`; the Workers runtime leaves that
// undefined in a bundled module, and `new URL(…, undefined)` throws before any PDF is made. A fixed
// base stands in for it in that one module (docs/decisions/167).
export function pdfkitModuleUrl(): Plugin {
  return {
    name: "pdfkit-module-url",
    transform(code, id) {
      if (!/[\\/]pdfkit[\\/]js[\\/]pdfkit\.browser\.mjs/.test(id)) return null;
      return { code: code.replaceAll("import.meta.url", JSON.stringify("file:///pdfkit/js/pdfkit.browser.mjs")), map: null };
    },
  };
}
