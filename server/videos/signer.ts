import type { Database } from '../db/client'
import { signingSecretOf } from '../db/secrets'
import { createVodSigner, type VodSigner } from './access'

const signers = new WeakMap<Database, Promise<VodSigner>>()

/** The video signer of this database's servers, under the HLS key (HLS_SIGNING_SECRET or the kept one). */
export function vodSignerOf(db: Database, configured: string | undefined): Promise<VodSigner> {
  if (configured) return Promise.resolve(createVodSigner(configured))
  let signer = signers.get(db)
  if (!signer) {
    signer = signingSecretOf(db, undefined).then(createVodSigner)
    signer.catch(() => signers.delete(db))
    signers.set(db, signer)
  }
  return signer
}
