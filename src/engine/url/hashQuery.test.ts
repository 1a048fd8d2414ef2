import { describe, expect, it } from 'vitest';
import { queryText, readQuery } from './hashQuery';

const values = (query: URLSearchParams | null) => (query ? [...query.values()] : null);

describe("a link's query", () => {
  it("reads a '+' as a plus, with the space reading beside it, when nothing says which it is", () => {
    const { params, spaced } = readQuery('expr=2+3&speed=-40');
    expect(values(params)).toEqual(['2+3', '-40']);
    expect(values(spaced)).toEqual(['2 3', '-40']);
  });

  it("reads a form encoder's query as a form: with a %2B in it, every '+' is a space", () => {
    const { params, spaced } = readQuery('expr=5+1+2+%2B+4+*');
    expect(values(params)).toEqual(['5 1 2 + 4 *']);
    expect(spaced).toBeNull();
  });

  it("offers no second reading for a query without a '+'", () => {
    expect(readQuery('values=3,1,2&expr=2%203%20%2B').spaced).toBeNull();
  });

  it('is written with spaces as %20 and commas readable, so it reads back the same either way', () => {
    const query = new URLSearchParams({ values: '3,1,2', expr: '1 + 2' });
    const text = queryText(query);
    expect(text).toBe('values=3,1,2&expr=1%20%2B%202');
    expect(values(readQuery(text).params)).toEqual(['3,1,2', '1 + 2']);
  });
});
