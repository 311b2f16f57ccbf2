import { idCheckChar } from '../../protocol/identity'

/**
 * A well-formed resident identity card number (region 110101, Beijing Dongcheng) of someone born on `birth`
 * (YYYYMMDD), its check character computed: what the development real-name provider accepts. `sequence`
 * (0–999) tells people born the same day apart; one card verifies at most three accounts.
 */
export function testIdNumber(birth = '19900101', sequence = 123): string {
  const first17 = `110101${birth}${String(sequence % 1000).padStart(3, '0')}`
  return `${first17}${idCheckChar(first17)}`
}
