import type { USER_CALLS } from '../../../protocol/calls/user'
import type { HandlersOf } from '../handler'
import { followUser, getFollowOrFansH5, hasFollowUser } from './follows'
import { userGold } from './gold'
import { modifyUser } from './modify'
import {
  getUserDataStatus,
  requestAccountDeletion,
  saveUserDataStatus,
  setUserRoles,
  userContent,
  userInfo,
} from './profile'
import { spendingState, verifyRealName } from './spending'

export const USER_HANDLERS: HandlersOf<typeof USER_CALLS> = {
  userInfo,
  userContent,
  getUserDataStatus,
  saveUserDataStatus,
  modifyUser,
  userGold,
  getFollowOrFansH5,
  followUser,
  hasFollowUser,
  requestAccountDeletion,
  spendingState,
  verifyRealName,
  setUserRoles,
}
