// Below-the-fold data that arrives quickly (warm caches: a KV read) is rendered in place; only
// data still on its way after a short wait is handed to the page as a promise that streams in.
// A streamed section needs a script to move it into place, so pages stay whole whenever they can.

/** How long a loader waits for below-the-fold data before streaming it instead. */
export const INLINE_WAIT_MS = 30;

const LATE = Symbol("late");

/**
 * `{ data }`: the value if `data` settled within `ms`, otherwise (or if it failed) the promise
 * itself. Boxed, because an async function returning a promise would wait for it. A failure of
 * `data` counts as handled from here on (the section shows it in place), also when the loader
 * throws first (an unknown brand's 404) and never hands the promise on.
 */
export async function inlineIfQuick<T>(data: Promise<T>, ms = INLINE_WAIT_MS): Promise<{ data: T | Promise<T> }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(resolve, ms, LATE);
  });
  const settled = await Promise.race([data.then((value) => ({ value }), (): typeof LATE => LATE), late]);
  clearTimeout(timer);
  return { data: settled === LATE ? data : settled.value };
}
