import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** The app's folder. */
export const APP_DIR = join(__dirname, "../../app");

/** Every file under `dir` whose name passes `keep`. */
export function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, keep);
    return keep(name) ? [path] : [];
  });
}

/** Every message file of the app: each feature's `messages.ts`, wherever it is. */
export const messageFiles = (dir: string = APP_DIR): string[] => filesUnder(dir, (name) => name === "messages.ts");
