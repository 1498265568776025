// Below-the-fold data that arrives quickly (warm caches: a KV read) is rendered in place; only
// data still on its way after a short wait is handed to the page as a promise that streams in.
// A streamed section needs a script to move it into place, so pages stay whole whenever they can.

/** How long a loader waits for below-the-fold data before streaming it instead. */
export const INLINE_WAIT_MS = 30;

const LATE = Symbol("late");
const SETTLE_TURNS = 20;

/**
 * `{ data }`: the value if `data` settled within `ms`, otherwise (or if it failed) the promise
 * itself. Boxed, because an async function returning a promise would wait for it. A failure of
 * `data` counts as handled from here on (the section shows it in place), also when the loader
 * throws first (an unknown brand's 404) and never hands the promise on.
 */
export async function inlineIfQuick<T>(data: Promise<T>, ms = INLINE_WAIT_MS): Promise<{ data: T | Promise<T> }> {
  let settled: { value: T } | typeof LATE | undefined;
  const outcome = data.then(
    (value) => (settled = { value }),
    (): typeof LATE => (settled = LATE),
  );
  // Data served from this isolate's caches (the usual case, warm) settles within a few turns of
  // the microtask queue: no timer is started for it. Only data still waiting on I/O needs one.
  for (let turn = 0; turn < SETTLE_TURNS && settled === undefined; turn++) await undefined;
  if (settled === undefined) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<typeof LATE>((resolve) => {
      timer = setTimeout(resolve, ms, LATE);
    });
    settled = await Promise.race([outcome, late]);
    clearTimeout(timer);
  }
  return { data: settled === LATE ? data : settled.value };
}
