import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { pdfkitModuleUrl } from "./scripts/pdfkit-module-url.ts";
import { shellChunk } from "./scripts/shell-chunk.ts";

export default defineConfig({
  plugins: [pdfkitModuleUrl(), cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter()],
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [shellChunk()] } } } } },
  },
});
