/** What the `price-filter` script watches: the widget's fields and label (the slider is drawn beside them). */
export const PRICE_FILTER_SELECTOR = '.price_slider_amount'
