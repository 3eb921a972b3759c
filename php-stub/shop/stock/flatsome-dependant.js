/*
 * Stand-in for a plugin's script that depends on `flatsome-js` (as swatch, wishlist and lazy-load scripts of a
 * Flatsome shop do): written for the stand-in. As those scripts do, it registers a Flatsome behaviour as soon as it
 * runs, which throws where `window.Flatsome` is missing, and its `attach(context)` binds what it finds in the markup
 * it is given: here it marks each product with `data-swatches="ready"` and counts the calls on <html>.
 */
;(function () {
  Flatsome.behavior('stand-in-swatches', {
    attach: function (context) {
      var root = context && context.querySelectorAll ? context : document
      var products = root.querySelectorAll('.product, .product-small')
      for (var i = 0; i < products.length; i++) products[i].setAttribute('data-swatches', 'ready')
      var html = document.documentElement
      html.setAttribute('data-swatches-attached', String(Number(html.getAttribute('data-swatches-attached') || 0) + 1))
    },
  })
})()
