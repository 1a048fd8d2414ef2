import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChatPanel } from './ChatPanel';
import { MAX_CHAT_MESSAGE_LENGTH } from './chatMessages';

describe('ChatPanel', () => {
  it('holds no more in its field than a message may carry, so nothing is cut off unsaid on sending', () => {
    const html = renderToStaticMarkup(<ChatPanel id="chat-a" name="Ann" messages={[]} onSend={() => {}} />);
    expect(html).toMatch(new RegExp(`<textarea[^>]*maxLength="${MAX_CHAT_MESSAGE_LENGTH}"`, 'i'));
    expect(html).toContain('Ctrl+Enter sends');
  });
});
