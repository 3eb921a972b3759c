/*
 * Stand-in for Flatsome's core object (handle `flatsome-js`, assets/js/flatsome.js of Flatsome 3.19.14, read in
 * /work/real/flatsome/flatsome.js, minified). Written for the stand-in, not copied. As the real one it defines
 * `window.Flatsome` with
 * - `behaviors`: name → { attach(context), detach(context) }, registered with `behavior(name, definition)`;
 * - `plugin(name, Plugin, defaults)`: defines `jQuery.fn[name]`, which makes one `new Plugin(element, options)` per
 *   element (kept in the element's jQuery data as `plugin_<name>`, so calling it again on the same element does
 *   nothing) and, given a method name, calls that method of each element's instance;
 * - `attach(name?, context?)` / `detach(…)`: one behavior, or all of them, on a context (the document by default);
 * and attaches every behavior to the document once the DOM is ready. Flatsome's other behaviors (sliders, lazy
 * images, sticky header, lightboxes …) are not stood in for.
 */
/* global jQuery */
;(function ($) {
  var Flatsome = {
    behaviors: {},
    plugin: function (name, Plugin, defaults) {
      $.fn[name] = function (options) {
        var key = 'plugin_' + name
        if (typeof options === 'string') {
          var args = Array.prototype.slice.call(arguments, 1)
          var result
          this.each(function () {
            var instance = $.data(this, key)
            if (!instance || typeof instance[options] !== 'function') throw new Error('Method ' + options + ' does not exist on jQuery.' + name)
            result = instance[options].apply(this, args)
          })
          if (options === 'destroy') this.removeData(key)
          return result === undefined ? this : result
        }
        return this.each(function () {
          if (!$.data(this, key)) $.data(this, key, new Plugin(this, $.extend({}, defaults, options)))
        })
      }
    },
    behavior: function (name, definition) {
      this.behaviors[name] = definition
    },
    attach: function (name, context) {
      return run(this, 'attach', name, context)
    },
    detach: function (name, context) {
      return run(this, 'detach', name, context)
    },
  }

  /** One behavior's step on a context, or every behavior's when `name` is not a string (it is then the context). */
  function run(flatsome, step, name, context) {
    if (typeof name === 'string') {
      var one = flatsome.behaviors[name]
      return one && typeof one[step] === 'function' ? one[step](context || document) : null
    }
    for (var key in flatsome.behaviors) {
      if (typeof flatsome.behaviors[key][step] === 'function') flatsome.behaviors[key][step](name || document)
    }
  }

  window.Flatsome = Flatsome
  $(function () {
    Flatsome.attach(document)
  })
})(jQuery)
