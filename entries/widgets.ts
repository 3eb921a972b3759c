/**
 * The `widgets` script: the widget platform loader's first-load part. STUB: the loader helper replaces it.
 */
export {}
