// One page load's main-thread work in Chromium, from a DevTools trace: what Lighthouse's Total
// Blocking Time is made of, measured on the page itself rather than through Lighthouse's model.

const SCRIPT = /^(v8\.|FunctionCall|EvaluateScript|RunMicrotasks|TimerFire|EventDispatch|V8\.)/;
const LAYOUT = /^(Layout|UpdateLayoutTree|Paint|PrePaint|Layerize|Commit|RecalculateStyles|ParseAuthorStyleSheet)$/;
const PARSE = /^(ParseHTML|HTMLDocumentParser::)/;

/** The renderer main thread of the page: the one with the most events (about:blank has few). */
function pageMainThread(traceEvents) {
  const counts = new Map();
  for (const e of traceEvents) {
    if (e.ph !== "X") continue;
    const key = `${e.pid}:${e.tid}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const mains = traceEvents.filter((e) => e.name === "thread_name" && e.args.name === "CrRendererMain");
  return mains.map((m) => `${m.pid}:${m.tid}`).sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0))[0];
}

/** Self time of each event (its duration less the events nested in it), in ms. */
function selfTimes(events) {
  const stack = [];
  const self = new Map();
  for (const e of events) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    if (stack.length) self.set(stack.at(-1), self.get(stack.at(-1)) - e.dur);
    self.set(e, e.dur);
    stack.push(e);
  }
  return self;
}

/**
 * Loads `url` in a fresh context of `browser` with the CPU slowed `cpuSlowdown` times, until
 * `ready` (a page predicate) holds and `settleMs` more have passed; returns the main thread's
 * busy time, blocking time (each task's part beyond 50 ms) and long tasks, and the busy time
 * split into script, style and layout, HTML parsing and the rest (loading, Chromium's own tasks).
 */
export async function mainThreadOf(browser, url, { cpuSlowdown = 4, ready, settleMs = 2000 } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await browser.startTracing(page, { categories: ["toplevel", "devtools.timeline", "v8.execute"] });
    await page.goto(url, { waitUntil: "load" });
    if (ready) {
      // The site's pages fetch their scripts on the visitor's first interaction
      // (app/shared/shell/scripts-on-first-use.tsx): a key press right after `load` starts them, so
      // the trace holds the load and the hydration that follows.
      await page.keyboard.press("Shift");
      await page.waitForFunction(ready, null, { timeout: 60_000 });
    }
    await page.waitForTimeout(settleMs);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const thread = pageMainThread(traceEvents);
    const events = traceEvents
      .filter((e) => e.ph === "X" && e.dur && `${e.pid}:${e.tid}` === thread)
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const tasks = events.filter((e) => e.name === "ThreadControllerImpl::RunTask" || e.name === "RunTask");
    // Tasks nest (RunTask inside ThreadControllerImpl::RunTask): count the outermost only.
    const outer = tasks.filter((t, i) => !tasks.slice(0, i).some((p) => p.ts <= t.ts && t.ts + t.dur <= p.ts + p.dur));
    const self = selfTimes(events);
    const split = { script: 0, layout: 0, parse: 0, other: 0 };
    for (const [e, us] of self) {
      const kind = SCRIPT.test(e.name) ? "script" : LAYOUT.test(e.name) ? "layout" : PARSE.test(e.name) ? "parse" : "other";
      split[kind] += us / 1000;
    }
    const ms = outer.map((t) => t.dur / 1000);
    return {
      busy: ms.reduce((a, b) => a + b, 0),
      blocking: ms.reduce((a, b) => a + Math.max(0, b - 50), 0),
      longTasks: ms.filter((d) => d > 50).length,
      ...split,
    };
  } finally {
    await context.close();
  }
}
