/**
 * Browser tests run against the stand-in shop serving the built scripts. `npm test` builds first; running vitest
 * alone builds when dist/ is missing. The shop gets free ports, handed to the tests through `inject`.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildAll, distDir } from '../../scripts/build'
import { startShop } from '../../php-stub/shop/server'

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string
    thirdPartyUrl: string
  }
}

export default async function setup(project: TestProject) {
  const dist = distDir()
  if (!existsSync(path.join(dist, 'manifest.json'))) await buildAll(dist)
  const shop = await startShop({ port: 0, distDir: dist, quiet: true })
  project.provide('shopUrl', shop.url)
  project.provide('thirdPartyUrl', shop.thirdPartyUrl)
  return () => shop.close()
}
