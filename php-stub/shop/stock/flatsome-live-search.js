/*
 * Stand-in for Flatsome's live search (handle `flatsome-live-search`,
 * inc/extensions/flatsome-live-search/flatsome-live-search.js of Flatsome 3.19.14, read in the Flatsome mirror): the
 * DevBridge autocomplete plugin it bundles and the theme's wiring. Written for the stand-in, not copied.
 * - `jQuery.fn.devbridgeAutocomplete(options)` makes one autocomplete per input (a second call replaces it);
 *   `('setOptions', …)`, `('hide')`, `('dispose')` call its methods, and no argument returns it. It listens to the
 *   input's keyup, input and change: below `minChars` the list hides, else after `deferRequestBy` ms it GETs
 *   `serviceUrl` with `query` (an answer is cached per URL and query, a newer request aborts the one in flight) and
 *   renders the answer's `suggestions` in its own `div.autocomplete-suggestions`, appended to `appendTo`.
 *   Arrow keys move the selection, Enter or a click selects, Escape and leaving the field hide the list.
 * - The theme, on ready, for every `.searchform`: minChars 3, the list in the form's `.live-search-results`, the URL
 *   `flatsomeVars.ajaxurl?action=flatsome_ajax_search_products`, with `&product_cat=<slug>` only when a category is
 *   chosen; `.submit-button` is marked `loading` while a search runs; choosing a suggestion with an id other than -1
 *   goes to its url; a category change sets the URL again and searches again.
 * The real formatResult puts the suggestion's name and price into the list as HTML; the stand-in shows them as text
 * (with the typed part in `<strong>`) and gives the picture an empty alt.
 */
/* global jQuery, flatsomeVars */
;(function ($) {
  var defaults = {
    serviceUrl: '',
    minChars: 1,
    deferRequestBy: 0,
    paramName: 'query',
    appendTo: 'body',
    containerClass: 'autocomplete-suggestions',
    onSearchStart: $.noop,
    onSearchComplete: $.noop,
    onSelect: $.noop,
    beforeRender: $.noop,
  }

  /** The price HTML's visible text (the theme's CSS hides its screen-reader text; here it is left out). */
  function priceText(markup) {
    var body = new DOMParser().parseFromString(String(markup), 'text/html').body
    $(body).find('.screen-reader-text').remove()
    return body.textContent.replace(/\s+/g, ' ').trim()
  }

  function Autocomplete(input, options) {
    var self = this
    this.$input = $(input)
    this.options = $.extend({}, defaults, options)
    this.suggestions = []
    this.selected = -1
    this.cache = {}
    this.request = null
    this.timer = 0
    this.$list = $('<div></div>').addClass(this.options.containerClass).hide().appendTo(this.options.appendTo)
    this.$input.attr('autocomplete', 'off')
    this.$input.on('keyup.autocomplete input.autocomplete change.autocomplete', function (event) {
      if (event.type === 'keyup' && /^(ArrowUp|ArrowDown|Enter|Escape|Tab)$/.test(event.key)) return
      self.changed()
    })
    this.$input.on('keydown.autocomplete', function (event) {
      self.key(event)
    })
    this.$input.on('blur.autocomplete', function () {
      self.blurTimer = setTimeout(function () {
        self.hide()
      }, 200)
    })
    this.$list.on('mousedown.autocomplete', function () {
      clearTimeout(self.blurTimer)
    })
    this.$list.on('click.autocomplete', '.autocomplete-suggestion', function () {
      self.select(Number($(this).attr('data-index')))
    })
  }

  Autocomplete.prototype = {
    setOptions: function (options) {
      $.extend(this.options, options)
    },
    changed: function () {
      var self = this
      var value = this.$input.val()
      if (value === this.value) return
      this.value = value
      clearTimeout(this.timer)
      if (this.options.deferRequestBy > 0) {
        this.timer = setTimeout(function () {
          self.onValueChange()
        }, this.options.deferRequestBy)
      } else this.onValueChange()
    },
    onValueChange: function () {
      var query = this.$input.val()
      this.value = query
      this.selected = -1
      if (query.length < this.options.minChars) this.hide()
      else this.search(query)
    },
    search: function (query) {
      var self = this
      var params = {}
      params[this.options.paramName] = query
      var key = this.options.serviceUrl + '?' + $.param(params)
      if (this.cache[key]) return this.show(this.cache[key])
      if (this.request) this.request.abort()
      this.options.onSearchStart.call(this.$input[0], params)
      this.request = $.ajax({ url: this.options.serviceUrl, data: params, type: 'GET', dataType: 'text' })
        .done(function (text) {
          var answer
          try {
            answer = JSON.parse(text)
          } catch (e) {
            answer = { suggestions: [] }
          }
          var suggestions = Array.isArray(answer.suggestions) ? answer.suggestions : []
          self.cache[key] = suggestions
          if (self.$input.val() === query) self.show(suggestions)
          self.options.onSearchComplete.call(self.$input[0], query, suggestions)
        })
        .always(function () {
          self.request = null
        })
    },
    show: function (suggestions) {
      var self = this
      this.suggestions = suggestions
      this.selected = -1
      if (!suggestions.length) return this.hide()
      this.$list.empty()
      $.each(suggestions, function (index, suggestion) {
        self.$list.append(self.item(suggestion, index))
      })
      this.options.beforeRender.call(this.$input[0], this.$list, suggestions)
      this.$list.show()
    },
    /** One suggestion as Flatsome shows it: picture, name with the typed part in bold, price — all as text. */
    item: function (suggestion, index) {
      var $item = $('<div class="autocomplete-suggestion"></div>').attr('data-index', index)
      if (suggestion.img) $item.append($('<img class="search-image" alt="">').attr('src', suggestion.img))
      var $name = $('<div class="search-name"></div>')
      var name = String(suggestion.value || '')
      var typed = this.$input.val()
      var at = typed ? name.toLowerCase().indexOf(typed.toLowerCase()) : -1
      if (at < 0) $name.text(name)
      else $name.append(document.createTextNode(name.slice(0, at)), $('<strong></strong>').text(name.slice(at, at + typed.length)), document.createTextNode(name.slice(at + typed.length)))
      $item.append($name)
      if (suggestion.price) $item.append($('<span class="search-price"></span>').text(priceText(suggestion.price)))
      return $item
    },
    hide: function () {
      clearTimeout(this.timer)
      this.selected = -1
      this.$list.hide()
    },
    key: function (event) {
      var count = this.suggestions.length
      if (!this.$list.is(':visible') || !count) return
      if (event.key === 'Escape') {
        this.hide()
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault()
        this.selected = event.key === 'ArrowDown' ? Math.min(this.selected + 1, count - 1) : Math.max(this.selected - 1, -1)
        this.$list.children().removeClass('autocomplete-selected')
        if (this.selected >= 0) this.$list.children().eq(this.selected).addClass('autocomplete-selected')
      } else if (event.key === 'Enter' && this.selected >= 0) {
        event.preventDefault()
        this.select(this.selected)
      }
    },
    select: function (index) {
      this.hide()
      var suggestion = this.suggestions[index]
      if (suggestion) this.options.onSelect.call(this.$input[0], suggestion)
    },
    dispose: function () {
      this.$input.off('.autocomplete').removeData('autocomplete')
      this.$list.remove()
    },
  }

  $.fn.devbridgeAutocomplete = function (options, argument) {
    if (!arguments.length) return this.first().data('autocomplete')
    return this.each(function () {
      var current = $(this).data('autocomplete')
      if (typeof options === 'string') {
        if (current && typeof current[options] === 'function') current[options](argument)
        return
      }
      if (current) current.dispose()
      $(this).data('autocomplete', new Autocomplete(this, options))
    })
  }

  $(function () {
    $('.searchform').each(function () {
      var $form = $(this)
      var $category = $form.find('.search_categories')
      var base = flatsomeVars.ajaxurl + '?action=flatsome_ajax_search_products'
      var url = function () {
        return $category.length && $category.val() !== '' ? base + '&product_cat=' + encodeURIComponent($category.val()) : base
      }
      var $field = $form.find('.search-field')
      $field.devbridgeAutocomplete({
        minChars: 3,
        appendTo: $form.find('.live-search-results'),
        serviceUrl: url(),
        deferRequestBy: parseInt(flatsomeVars.options.search_result_latency, 10) || 0,
        onSearchStart: function () {
          $('.submit-button').addClass('loading')
        },
        onSearchComplete: function () {
          $('.submit-button').removeClass('loading')
        },
        onSelect: function (suggestion) {
          if (Number(suggestion.id) !== -1) window.location.href = suggestion.url
        },
        beforeRender: function ($list) {
          $list.removeAttr('style')
        },
      })
      $category.on('change', function () {
        var search = $field.devbridgeAutocomplete()
        search.setOptions({ serviceUrl: url() })
        search.hide()
        search.onValueChange()
      })
    })
  })
})(jQuery)
