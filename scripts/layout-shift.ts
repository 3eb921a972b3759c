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
      var moved = (e.sources || []).map(function (s) {
        var n = s.node;
        var name = !n ? '?' : n.nodeType === 1 ? n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + (typeof n.className === 'string' && n.className ? '.' + n.className.trim().split(/\\s+/).join('.') : '') : '#text';
        return name + ' ' + box(s.previousRect) + ' → ' + box(s.currentRect);
      });
      var down = (e.sources || []).some(function (s) {
        var a = s.previousRect, b = s.currentRect;
        return a && b && a.height > 0 && b.height > 0 && Math.round(b.y) > Math.round(a.y);
      });
      window.__saarShifts.push({ value: e.value, hadRecentInput: e.hadRecentInput && afterInput(e.startTime), startTime: e.startTime, moved: moved, pushedDown: down });
    });
  }).observe({ type: 'layout-shift', buffered: true });
})();`

/** The names of a shift's `moved` sources that went down the page (as `pushedDown` counts them). */
export function wentDown(moved: readonly string[]): string[] {
  return moved.flatMap((line) => {
    const m = /^(\S+) -?\d+,(-?\d+),\d+,(\d+) → -?\d+,(-?\d+),\d+,(\d+)$/.exec(line)
    return m && Number(m[3]) > 0 && Number(m[5]) > 0 && Number(m[4]) > Number(m[2]) ? [m[1]!] : []
  })
}

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
