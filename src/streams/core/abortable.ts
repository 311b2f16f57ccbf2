import { Observable } from 'rxjs'
import { NetworkError } from '../../api/errors'

/**
 * An async job as an Observable whose unsubscription aborts it (switchMap cancels the old job's requests
 * instead of letting them land late).
 */
export function abortable<T>(job: (signal: AbortSignal) => Promise<T>): Observable<T> {
  return new Observable<T>((subscriber) => {
    const abort = new AbortController()
    job(abort.signal).then(
      (value) => {
        subscriber.next(value)
        subscriber.complete()
      },
      (error: unknown) => {
        if (!abort.signal.aborted) subscriber.error(error)
      },
    )
    return () => abort.abort()
  })
}

/** Network trouble is shown by the connection banner; other failures are bugs worth a warning. */
export function warnUnlessNetwork(what: string, error: unknown): void {
  if (!(error instanceof NetworkError)) console.warn(`${what} failed`, error)
}
