import { expect, test } from './fixtures'
import { freshPhone, LoginModal } from './pages/login-modal'

test('role areas ask visitors to log in and show users without the role the no-permission page', async ({ page }) => {
  await page.goto('/anchorCenter')
  await expect(page.getByTestId('login-prompt')).toBeVisible()

  const login = new LoginModal(page)
  await page.goto('/')
  await login.loginWithCode(freshPhone('135'))
  // The anchor centre offers the application instead: any user may become an anchor.
  await page.goto('/anchorCenter/live')
  await expect(page.getByTestId('not-anchor')).toContainText('您还不是主播')
  // So does the creator centre: any user may apply to be an expert.
  await page.goto('/creatorCenter/progManage')
  await expect(page.getByTestId('not-expert')).toContainText('您还不是专家')
  // The channel area says how to become a promotion partner.
  await page.goto('/channel/gold')
  await expect(page.getByTestId('not-partner')).toContainText('您还不是推广渠道')
  for (const path of ['/anchorCenter/review', '/expert/review', '/channel/admin', '/mall/admin']) {
    await page.goto(path)
    await expect(page.getByTestId('no-permission-page'), path).toBeVisible()
    await expect(page.getByText('抱歉，您没有权限访问该页面')).toBeVisible()
  }
})
