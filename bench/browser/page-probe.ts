/**
 * The script the benchmark puts in every page before the front end's own
 * scripts (a plain string, so no bundler helper leaks into it). It records:
 * - `__bench.firstStatus`: performance.now() one frame after the first
 *   element matching the status selector appeared (it has been painted);
 * - long tasks (PerformanceObserver 'longtask');
 * - frame times while `__bench.recording` is on (requestAnimationFrame deltas).
 * The resource timing buffer is enlarged so no request is dropped.
 */

export interface ProbeState {
  firstStatus: number | null
  longTasks: { start: number; duration: number }[]
  frames: number[]
  recording: boolean
}

export function probeScript(statusSelector: string): string {
  // tsx compiles the benchmark with esbuild's keepNames: functions handed to
  // page.evaluate may call __name, which the page must therefore know.
  return `(() => {
  if (!('__name' in window)) Object.defineProperty(window, '__name', { value: (f) => f, configurable: true });
  const state = { firstStatus: null, longTasks: [], frames: [], recording: false };
  Object.defineProperty(window, '__bench', { value: state, configurable: true });
  try { performance.setResourceTimingBufferSize(20000); } catch (e) {}
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) state.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) {}
  const selector = ${JSON.stringify(statusSelector)};
  let seen = false;
  const found = () => {
    if (seen || !document.querySelector(selector)) return false;
    seen = true;
    requestAnimationFrame(() => setTimeout(() => { if (state.firstStatus === null) state.firstStatus = performance.now(); }, 0));
    return true;
  };
  const observer = new MutationObserver(() => { if (found()) observer.disconnect(); });
  observer.observe(document, { childList: true, subtree: true });
  let last = 0;
  const frame = (t) => {
    if (state.recording) { if (last > 0 && state.frames.length < 200000) state.frames.push(t - last); last = t; }
    else last = 0;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`
}
