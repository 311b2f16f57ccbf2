import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { LOCALES } from './protocol/constants'

export default defineConfig({
  sourceLocale: 'zh_CN',
  locales: [...LOCALES],
  fallbackLocales: { default: 'zh_CN' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/protocol'],
      exclude: ['**/*.test.*', '**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
