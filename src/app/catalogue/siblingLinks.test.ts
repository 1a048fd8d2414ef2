import { describe, expect, it } from 'vitest';
import { type CatalogueItem, findItem } from './catalogue';
import { siblingHref } from './siblingLinks';

const item = (family: string, value: string) => findItem(family, value) as CatalogueItem;

describe('sibling links keep the input', () => {
  it('a scheduler sibling opens with the same process set, quantum and seed; the race stays behind', () => {
    const fcfs = item('processschedulervisualizer', 'fcfs');
    const hash = '#/processschedulervisualizer/fcfs?procs=0:24,0:3,0:3&q=4&seed=7&speed=-1000';
    expect(siblingHref(fcfs, item('processschedulervisualizer', 'roundrobin'), hash)).toBe(
      '#/processschedulervisualizer/roundrobin?procs=0%3A24,0%3A3,0%3A3&q=4&seed=7&speed=-1000',
    );
  });

  it('grid searches share the grid and neighbours, and the limit only between the two depth-limited searches', () => {
    const grid = `S${'.'.repeat(322)}E`;
    const hash = `#/searchvisualizer/depthlimitSearch?grid=${grid}&diag=1&limit=40&race=astarSearch`;
    const dls = item('searchvisualizer', 'depthlimitSearch');
    expect(siblingHref(dls, item('searchvisualizer', 'iterativedepthLimitSearch'), hash)).toBe(
      `#/searchvisualizer/iterativedepthLimitSearch?grid=${grid}&diag=1&limit=40`,
    );
    expect(siblingHref(dls, item('searchvisualizer', 'astarSearch'), hash)).toBe(`#/searchvisualizer/astarSearch?grid=${grid}&diag=1`);
    expect(siblingHref(dls, item('searchvisualizer', 'binarysearch'), hash)).toBe('#/searchvisualizer/binarysearch');
  });

  it('array searches share values and key', () => {
    const hash = '#/searchvisualizer/linearsearch?values=2,5,8&key=5';
    expect(siblingHref(item('searchvisualizer', 'linearsearch'), item('searchvisualizer', 'binarysearch'), hash)).toBe(
      '#/searchvisualizer/binarysearch?values=2,5,8&key=5',
    );
  });

  it('sorts share their bars, except with counting sort, whose values must fit its own range', () => {
    const hash = '#/sortvisualizer/bubblesort?values=900,4,3&race=heapsort';
    expect(siblingHref(item('sortvisualizer', 'bubblesort'), item('sortvisualizer', 'heapsort'), hash)).toBe(
      '#/sortvisualizer/heapsort?values=900,4,3',
    );
    expect(siblingHref(item('sortvisualizer', 'bubblesort'), item('sortvisualizer', 'countingsort'), hash)).toBe('#/sortvisualizer/countingsort');
  });

  it('an expression travels between the two infix pages only', () => {
    const hash = '#/equationevaluationvisualizer/infix?expr=1%2B2';
    const infix = item('equationevaluationvisualizer', 'infix');
    expect(siblingHref(infix, item('equationevaluationvisualizer', 'infix2pointer'), hash)).toBe(
      '#/equationevaluationvisualizer/infix2pointer?expr=1%2B2',
    );
    expect(siblingHref(infix, item('equationevaluationvisualizer', 'postfix'), hash)).toBe('#/equationevaluationvisualizer/postfix');
  });

  it('a game opens another game plain: they share no input, not even the pace', () => {
    const hash = '#/games/nqueen?n=12&order=random&seed=5&speed=-100&fastest=1';
    expect(siblingHref(item('games', 'nqueen'), item('games', 'tictactoe'), hash)).toBe('#/games/tictactoe');
  });
});
