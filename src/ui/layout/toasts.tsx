import { useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import './toasts.css'

export type ToastView = { id: string; message: string; kind: 'error' | 'info' }
type Props = { toasts: readonly ToastView[]; onDismiss: (id: string) => void }

/** The toasts the app holds; they expire on their own, the close button removes one sooner. */
export function Toasts({ toasts, onDismiss }: Props) {
  if (toasts.length === 0) return null
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </div>
  )
}

const Toast = memo(function Toast({ toast, onDismiss }: { toast: ToastView; onDismiss: (id: string) => void }) {
  const { t } = useLingui()
  return (
    <div
      className="toast"
      data-testid="toast"
      data-kind={toast.kind}
      role={toast.kind === 'error' ? 'alert' : 'status'}
    >
      <span>{toast.message}</span>
      <button type="button" aria-label={t`关闭`} onClick={() => onDismiss(toast.id)}>
        ×
      </button>
    </div>
  )
})
