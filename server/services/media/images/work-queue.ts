/** The queue is full: the caller answers "busy, try again" instead of holding the upload in memory. */
export class QueueFullError extends Error {}

/**
 * Runs at most `concurrency` jobs at once, the rest in arrival order. Image decoding holds a whole
 * picture's pixels (300 MB for 100 MP), so this, not the number of uploads arriving together,
 * bounds the memory the image work takes. At most `maxWaiting` jobs wait; more are refused.
 */
export class WorkQueue {
  private running = 0
  private readonly waiting: (() => void)[] = []

  constructor(
    readonly concurrency: number,
    private readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`bad concurrency ${concurrency}`)
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError('image queue full')
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    } else {
      this.running += 1
    }
    try {
      return await job()
    } finally {
      const next = this.waiting.shift()
      // The slot passes straight to the next job, so a newcomer cannot jump the line.
      if (next) next()
      else this.running -= 1
    }
  }
}
