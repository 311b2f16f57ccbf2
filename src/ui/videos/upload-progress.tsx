import type { ReactNode } from 'react'
import './upload.css'

/** A labelled bar, 0–100 (the file going up, or the transcode on the server). */
export function UploadProgress({ percent, label, testId }: { percent: number; label: ReactNode; testId: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)))
  return (
    <div className="upload-progress" data-testid={testId} data-percent={value}>
      <span className="upload-progress-label">{label}</span>
      <progress max={100} value={value} aria-valuenow={value} />
      <span className="upload-progress-value">{value}%</span>
    </div>
  )
}
