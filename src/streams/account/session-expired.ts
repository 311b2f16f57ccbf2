import { map, type Observable } from 'rxjs'
import { app } from '../core/runtime'

/**
 * Emits when the server said the session is invalid (errorCode 3000/3001). By then the token, the stored
 * user and every cookie are gone; main.tsx navigates to '/'.
 */
export const sessionExpired$: Observable<void> = app.bus.on('session/expired').pipe(map(() => undefined))
