import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// A headless Chromium for one Lighthouse run: a fresh profile, its DevTools port, and a stop that
// ends the browser with its whole process group and removes the profile.

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function launchChrome(chromePath, flags) {
  const profile = mkdtempSync(join(tmpdir(), "audit-chrome-"));
  // Its own process group: stopping it stops its renderer and GPU processes too, which would
  // otherwise outlive it and load the machine during the next URL's audit.
  const chrome = spawn(chromePath, [...flags, `--user-data-dir=${profile}`, "--remote-debugging-port=0", "about:blank"], { stdio: "ignore", detached: true });
  const exited = new Promise((r) => chrome.once("exit", r));
  const stop = async () => {
    if (chrome.exitCode === null && chrome.signalCode === null) {
      try { process.kill(-chrome.pid, "SIGKILL"); } catch {}
      await Promise.race([exited, sleep(10_000)]);
    }
    await sleep(500); // the group's last processes let go of the profile
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  // Chromium creates the file before it writes the port into it: wait for the number itself.
  const portFile = join(profile, "DevToolsActivePort");
  const readPort = () => (existsSync(portFile) ? Number(readFileSync(portFile, "utf8").split("\n")[0]) || 0 : 0);
  const deadline = Date.now() + 30_000;
  let port = readPort();
  while (!port && Date.now() < deadline && chrome.exitCode === null) {
    await sleep(100);
    port = readPort();
  }
  if (!port) {
    await stop();
    throw new Error(`${chromePath} did not open a DevTools port`);
  }
  return { port, stop };
}
