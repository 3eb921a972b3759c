/**
 * Layout shift counted as Lighthouse and Core Web Vitals count it (CLS): `layout-shift` entries without recent input
 * (a shift within 500 ms of a tap, click or key press is the shopper's own doing), grouped in session windows —
 * shifts less than 1 s apart, a window at most 5 s long — and the largest window's sum is the page's figure.
 *
 * "Recent input" is taken from the input the page really saw. Chromium also flags the shifts after an emulated
 * viewport change (the touch phone's emulation) as following input (crbug.com/1094974), which hid a load-time shift
 * of 0.015 on the phone checkout; Lighthouse counts those shifts anyway, and so does this.
 */

export interface Shift {
  value: number
  hadRecentInput: boolean
  startTime: number
  /** What moved: each source's element (tag, id, classes) and its box before → after, for a failing test to name. */
  moved?: string[]
  /** Whether something in view went down the page in it (pushed by what came above), not only up or aside. */
  pushedDown?: boolean
  /** The sources that went down (named as in `moved`): what `pushedDown` counts. */
  wentDown?: string[]
}

/** Source of a page init script that records every layout shift of the page in `window.__saarShifts`. */
export const recordShifts = `window.__saarShifts = [];
(function () {
  var inputs = [];
  ['pointerdown', 'mousedown', 'touchstart', 'keydown'].forEach(function (type) {
    addEventListener(type, function (event) { inputs.push(event.timeStamp) }, true);
  });
  var afterInput = function (time) { return inputs.some(function (t) { return time >= t && time - t <= 500 }) };
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (e) {
      var box = function (r) { return r ? [r.x, r.y, r.width, r.height].map(Math.round).join(',') : '' };
      var name = function (n) {
        return !n ? '?' : n.nodeType === 1 ? n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + (typeof n.className === 'string' && n.className ? '.' + n.className.trim().split(/\\s+/).join('.') : '') : '#text';
      };
      var sources = e.sources || [];
      var moved = sources.map(function (s) { return name(s.node) + ' ' + box(s.previousRect) + ' → ' + box(s.currentRect) });
      var down = sources.filter(function (s) {
        var a = s.previousRect, b = s.currentRect;
        return a && b && a.height > 0 && b.height > 0 && Math.round(b.y) > Math.round(a.y);
      }).map(function (s) { return name(s.node) });
      window.__saarShifts.push({ value: e.value, hadRecentInput: e.hadRecentInput && afterInput(e.startTime), startTime: e.startTime, moved: moved, pushedDown: down.length > 0, wentDown: down });
    });
  }).observe({ type: 'layout-shift', buffered: true });
})();`

/** The largest session window's sum of shifts without recent input. */
export function cumulativeLayoutShift(shifts: readonly Shift[]): number {
  let max = 0
  let sum = 0
  let first = -Infinity
  let last = -Infinity
  for (const shift of [...shifts].filter((s) => !s.hadRecentInput).sort((a, b) => a.startTime - b.startTime)) {
    if (shift.startTime - last >= 1000 || shift.startTime - first >= 5000) {
      sum = 0
      first = shift.startTime
    }
    sum += shift.value
    last = shift.startTime
    max = Math.max(max, sum)
  }
  return max
}

/** Every shift, those right after input included: what the shopper saw move, whoever caused it. */
export const totalShift = (shifts: readonly Shift[]): number => shifts.reduce((sum, s) => sum + s.value, 0)
