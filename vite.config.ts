import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { type Plugin, defineConfig } from "vite";

/**
 * React's Node server renderer measures every chunk it writes with the global `Buffer`, which
 * workerd defines as an accessor on the global object; a module's own binding of node:buffer's
 * `Buffer` (the same object) is cheaper to reach (≈3 % of a page's server CPU,
 * docs/decisions/050-render-path-and-streaming.md).
 */
function reactServerOwnBuffer(): Plugin {
  return {
    name: "react-server-own-buffer",
    transform(code, id) {
      if (!/react-dom-server\.node\.production\.js$/.test(id)) return null;
      if (!code.includes('"use strict";')) this.error(`${id}: no "use strict" to bind Buffer after`);
      // On the same line, so lines stay where the source map has them (map: null keeps it).
      return { code: code.replace('"use strict";', '"use strict"; var Buffer = require("node:buffer").Buffer;'), map: null };
    },
  };
}

export default defineConfig({
  plugins: [reactServerOwnBuffer(), cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter()],
});
