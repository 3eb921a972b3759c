/*
 * Stand-in for PhotoSwipe 4 as WooCommerce ships it (handles `photoswipe` and `photoswipe-ui-default`,
 * assets/js/photoswipe/ of WooCommerce 9.9.5), reduced to what WooCommerce's single-product.js uses of it (read in
 * /work/real/wc/single-product.js, ProductGallery.openPhotoswipe): `new PhotoSwipe(element, PhotoSwipeUI_Default,
 * items, options)`, `listen(name, callback)` for `afterInit` and `close`, and `init()`. Written for the stand-in.
 * `init()` opens the `.pswp` element WooCommerce prints in the footer (class `pswp--open`, `aria-hidden` false),
 * showing the item at `options.index` with its caption (through `options.addCaptionHTMLFn`) and putting focus in
 * the dialog; its close button and Escape close it (`close` listeners run). One gallery is open at a time.
 */
;(function () {
  var current = null

  function PhotoSwipe(element, UI, items, options) {
    this.element = element
    this.items = items || []
    this.options = options || {}
    this.listeners = {}
    this.onKey = this.onKey.bind(this)
    this.close = this.close.bind(this)
  }

  PhotoSwipe.prototype = {
    listen: function (name, callback) {
      ;(this.listeners[name] = this.listeners[name] || []).push(callback)
    },
    shout: function (name) {
      ;(this.listeners[name] || []).forEach(function (callback) {
        callback()
      })
    },
    init: function () {
      if (!this.element) return
      if (current) current.close()
      current = this
      var item = this.items[this.options.index || 0] || this.items[0]
      var holder = this.element.querySelector('.pswp__item')
      holder.textContent = ''
      if (item) {
        var img = document.createElement('img')
        img.className = 'pswp__img'
        img.src = item.src
        img.alt = item.alt || ''
        holder.appendChild(img)
      }
      var caption = this.element.querySelector('.pswp__caption__center')
      if (caption && typeof this.options.addCaptionHTMLFn === 'function') {
        var box = document.createElement('div')
        box.appendChild(document.createElement('div'))
        this.options.addCaptionHTMLFn(item || {}, box)
        caption.textContent = box.children[0].textContent
      }
      var counter = this.element.querySelector('.pswp__counter')
      if (counter) counter.textContent = (this.items.indexOf(item) + 1) + ' / ' + this.items.length
      this.element.classList.add('pswp--open')
      this.element.setAttribute('aria-hidden', 'false')
      this.element.querySelector('.pswp__button--close').addEventListener('click', this.close)
      document.addEventListener('keydown', this.onKey)
      this.element.focus()
      this.shout('afterInit')
    },
    onKey: function (event) {
      if (event.key === 'Escape') this.close()
    },
    close: function () {
      if (current !== this) return
      current = null
      this.element.classList.remove('pswp--open')
      this.element.setAttribute('aria-hidden', 'true')
      this.element.querySelector('.pswp__button--close').removeEventListener('click', this.close)
      document.removeEventListener('keydown', this.onKey)
      this.shout('close')
      this.shout('destroy')
    },
  }

  function PhotoSwipeUI_Default() {}

  window.PhotoSwipe = PhotoSwipe
  window.PhotoSwipeUI_Default = PhotoSwipeUI_Default
})()
