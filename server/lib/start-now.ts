/**
 * Starts an async generator at once rather than when its reader first asks, and returns a
 * generator that hands on what it yields. A streamed rewrite uses it to call the provider
 * first and set up the HTTP response while the provider is still thinking.
 */
export function startNow<T, R>(source: AsyncGenerator<T, R>): AsyncGenerator<T, R> {
  const first = source.next();
  // Read and handled below; without this an early failure would count as unhandled meanwhile.
  first.catch(() => {});
  return (async function* () {
    try {
      for (let step = await first; ; step = await source.next()) {
        if (step.done) return step.value;
        yield step.value;
      }
    } finally {
      // A reader that stops early stops the source too.
      await source.return(undefined as R);
    }
  })();
}
