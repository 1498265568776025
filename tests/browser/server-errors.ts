import { existsSync, readFileSync } from "node:fs";

// The browser run's global teardown: the server's log (playwright.config.ts sends it to this file,
// off the test output) must hold no error line of the Worker's own. A client that closes a page
// while its response is still streaming makes workerd log a broken pipe; that is the browser
// leaving, not the site failing.

export const SERVER_LOG = ".wrangler/e2e-server.log";

const ANSI = /\x1b\[[0-9;]*m/g;
const CLIENT_WENT_AWAY = /disconnected: write\(\): (Broken pipe|Connection reset by peer)/;

export default function failOnServerErrors(): void {
  if (!existsSync(SERVER_LOG)) return;
  const errors = readFileSync(SERVER_LOG, "utf8")
    .replace(ANSI, "")
    .split("\n")
    .filter((line) => line.includes("[ERROR]") && !CLIENT_WENT_AWAY.test(line));
  if (errors.length) throw new Error(`The server logged ${errors.length} error(s) during the run (${SERVER_LOG}):\n${errors.join("\n")}`);
}
