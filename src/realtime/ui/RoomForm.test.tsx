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

  it('starts in the mode it is given, so a visitor back from a room they joined is still joining', () => {
    const join = renderToStaticMarkup(
      <RoomForm initialRoomId="room42" initialRoomPass="pw" initialCreateRoom={false} signaling={false} onSubmit={() => {}} />,
    );
    expect(join).toContain('Join Room Form');
    expect(join).toContain('create room ?');
    const create = renderToStaticMarkup(<RoomForm initialRoomId="room42" initialCreateRoom signaling={false} onSubmit={() => {}} />);
    expect(create).toContain('Create Room Form');
    // Without a mode, a link's room id means joining it, and no id means creating one.
    expect(renderToStaticMarkup(<RoomForm initialRoomId="room42" signaling={false} onSubmit={() => {}} />)).toContain('Join Room Form');
    expect(renderToStaticMarkup(<RoomForm signaling={false} onSubmit={() => {}} />)).toContain('Create Room Form');
  });
});
