import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RoomForm } from './RoomForm';

describe('RoomForm', () => {
  it("fills in a link's room id and password without the control characters a field cannot show", () => {
    const html = renderToStaticMarkup(<RoomForm initialRoomId={'ab\ncd\u0007'} initialRoomPass={'p\tw'} signaling={false} onSubmit={() => {}} />);
    const values = [...html.matchAll(/<input[^>]*value="([^"]*)"/g)].map((m) => m[1]);
    expect(values).toContain('abcd');
    expect(values).toContain('pw');
  });
});
