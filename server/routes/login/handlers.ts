import type { LOGIN_CALLS } from '../../../protocol/calls/login'
import type { HandlersOf } from '../handler'
import { loginChallenge } from './challenge'
import { checkCode, modifyPassword, sendVerificationCode } from './codes'
import { bindEmail, sendEmailCode } from './email'
import { bindAccount, getPCQQLoginAddress, getPCWXLoginAddress, pcLoginByAccount } from './oauth'
import { mobileandpw } from './password'
import { getTokenInfo, loginProviders, logout } from './session'

export const LOGIN_HANDLERS: HandlersOf<typeof LOGIN_CALLS> = {
  getPCWXLoginAddress,
  getPCQQLoginAddress,
  pcLoginByAccount,
  bindAccount,
  checkCode,
  mobileandpw,
  sendVerificationCode,
  modifyPassword,
  getTokenInfo,
  logout,
  sendEmailCode,
  bindEmail,
  loginProviders,
  loginChallenge,
}
