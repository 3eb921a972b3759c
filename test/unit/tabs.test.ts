import { describe, expect, it } from 'vitest'
import { tabFromUrl } from '../../islands/tabs/tabs'

describe('tabFromUrl', () => {
  it.each([
    ['https://pood.ee/toode/myts/#reviews', '#reviews', 'tab-reviews'],
    ['https://pood.ee/toode/myts/#tab-reviews', '#tab-reviews', 'tab-reviews'],
    ['https://pood.ee/toode/myts/#comment-42', '#comment-42', 'tab-reviews'],
    ['https://pood.ee/toode/myts/#li-comment-42', '#li-comment-42', 'tab-reviews'],
    ['https://pood.ee/toode/myts/comment-page-2/', '', 'tab-reviews'],
    ['https://pood.ee/toode/myts/?cpage=3#comments', '#comments', 'tab-reviews'],
    ['https://pood.ee/toode/myts/#tab-additional_information', '#tab-additional_information', 'tab-additional_information'],
    ['https://pood.ee/toode/myts/', '', undefined],
    ['https://pood.ee/toode/myts/#comments', '#comments', undefined],
    ['https://pood.ee/toode/myts/#tab-description', '#tab-description', undefined],
    ['https://pood.ee/toode/myts/#reviewsx', '#reviewsx', undefined],
  ])('%s opens %s', (href, hash, expected) => expect(tabFromUrl(href, hash)).toBe(expected))
})

