import { describe, expect, it } from 'vitest'
import { movedIndex, tabFromUrl } from '../../islands/tabs/tabs'

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

describe('movedIndex', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 2, 0],
    ['ArrowDown', 1, 2],
    ['ArrowDown', 2, 0],
    ['ArrowLeft', 1, 0],
    ['ArrowLeft', 0, 2],
    ['ArrowUp', 0, 2],
    ['Home', 2, 0],
    ['End', 0, 2],
    ['Enter', 1, undefined],
    ['a', 1, undefined],
  ])('%s from %i of 3 goes to %s', (key, from, to) => expect(movedIndex(key, from, 3)).toBe(to))

  it.each([
    ['ArrowLeft', 0, 1],
    ['ArrowLeft', 2, 0],
    ['ArrowRight', 0, 2],
    ['ArrowRight', 1, 0],
    ['ArrowDown', 0, 1],
    ['ArrowUp', 0, 2],
  ])('%s from %i of 3 goes to %i in RTL', (key, from, to) => expect(movedIndex(key, from, 3, true)).toBe(to))
})
