import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  root: import.meta.dirname,
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" }, configPath: `${import.meta.dirname}/wrangler.toml` }), reactRouter()],
});
