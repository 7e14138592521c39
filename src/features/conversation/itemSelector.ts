/** CSS selector of a status's element in a conversation (ids are server strings: quote them). */
export const itemSelector = (id: string): string =>
  `[data-conversation-item="${id.replace(/["\\]/g, '\\$&')}"]`
