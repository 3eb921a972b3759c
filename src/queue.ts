/**
 * A FIFO queue: each task starts when the one before it has settled (WooCommerce sends its add and remove requests,
 * and the cart page its calls, strictly one after another). A task that throws does not stop the ones after it.
 * Stateless apart from each queue: every script that uses one bundles this.
 */
export function createQueue() {
  let tail: Promise<unknown> = Promise.resolve()
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const result = tail.then(task)
      tail = result.catch(() => {})
      return result
    },
  }
}
